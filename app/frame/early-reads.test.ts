import { afterEach, describe, expect, test, vi } from "vitest";
import { EARLY_READ_KEPT_MS, earlyReadsScript, takeEarlyRead } from "./early-reads.ts";

/** Runs the page's script lines in a window of their own, with the browser's fetch given. */
function runScript(script: string, fetch: (url: string) => Promise<Response>) {
  const window: Record<string, unknown> = {};
  new Function("window", "fetch", script)(window, fetch);
  vi.stubGlobal("window", window);
}

const read = () =>
  runScript(earlyReadsScript([{ url: "/api/a", init: { method: "GET" } }]), async (url) =>
    Response.json({ early: url }),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("taking an early read (decision 0034)", () => {
  test("only a GET of the same address takes it, once", async () => {
    read();
    expect(takeEarlyRead("/api/b", { method: "GET" })).toBeUndefined();
    expect(takeEarlyRead("/api/a", { method: "POST" })).toBeUndefined();
    const taken = takeEarlyRead("/api/a", {});
    await expect(taken!.then((response) => response.json())).resolves.toEqual({ early: "/api/a" });
    expect(takeEarlyRead("/api/a", {})).toBeUndefined();
  });

  test("a failed early read is asked again by its taker, and reports no failure of its own", async () => {
    const failed = Promise.reject(new TypeError("network error"));
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      runScript(earlyReadsScript([{ url: "/api/x", init: {} }]), () => failed);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      const again = vi.fn(async () => new Response("asked again"));
      vi.stubGlobal("fetch", again);
      const taken = await takeEarlyRead("/api/x", { method: "GET" });
      expect(again).toHaveBeenCalledWith("/api/x", { method: "GET" });
      expect(await taken!.text()).toBe("asked again");
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });

  test("the caller's signal still ends the wait", async () => {
    // An answer that does not come.
    runScript(
      earlyReadsScript([{ url: "/api/a", init: { method: "GET" } }]),
      () => new Promise(() => {}),
    );
    const controller = new AbortController();
    const taken = takeEarlyRead("/api/a", { signal: controller.signal })!;
    controller.abort(new DOMException("timed out", "TimeoutError"));
    await expect(taken).rejects.toThrow("timed out");

    read();
    const aborted = new AbortController();
    aborted.abort(new DOMException("left", "AbortError"));
    await expect(takeEarlyRead("/api/a", { signal: aborted.signal })).rejects.toThrow("left");
  });

  test("a read not taken within its time is dropped: a page that runs late asks afresh", () => {
    vi.useFakeTimers();
    try {
      read();
      vi.advanceTimersByTime(EARLY_READ_KEPT_MS - 1);
      read();
      vi.advanceTimersByTime(EARLY_READ_KEPT_MS);
      expect(takeEarlyRead("/api/a", {})).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
    read();
    expect(takeEarlyRead("/api/a", {})).toBeDefined();
  });

  test("without a page script, or with no read to start, there is nothing to take", () => {
    expect(earlyReadsScript([])).toBe("");
    vi.stubGlobal("window", {});
    expect(takeEarlyRead("/api/a", {})).toBeUndefined();
  });
});
