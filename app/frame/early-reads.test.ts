import { afterEach, describe, expect, test, vi } from "vitest";
import { createApiClient } from "../api-client.ts";
import { EARLY_READ_KEPT_MS, earlyReadsScript, takeEarlyRead } from "./early-reads.ts";
import type { RootData } from "./use-frame.ts";
import { createAccountStore, earlyUserReads, fetchCurrentUser } from "./use-user.ts";

const scope = { siteId: 3, languageId: 7 };
const userInfo = {
  id: 7,
  name: "Amira Haddad",
  firstName: "Amira",
  lastName: "Haddad",
  email: "amira@example.com",
  photoImgUrl: "",
  languageId: 7,
};
const ok = (data: unknown) =>
  Response.json({ code: 200, data, message: "", errorContext: null }, { status: 200 });

/** The root data of a page rendered for every signed-in learner, or for one reader. */
const rootData = (learnerPending: boolean) =>
  ({
    frame: { site: { siteId: scope.siteId }, language: { id: scope.languageId } },
    learnerPending,
  }) as unknown as RootData;

/** Runs the page's script lines in a window of their own, with the browser's fetch recorded. */
function runScript(script: string) {
  const window: Record<string, unknown> = {};
  const fetch = vi.fn((url: string) => Promise.resolve(ok({ ...userInfo, name: `early ${url}` })));
  new Function("window", "fetch", script)(window, fetch);
  vi.stubGlobal("window", window);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the learner's read on a page shared by signed-in learners (decision 0034)", () => {
  test("a shared page starts exactly the read the frame then makes, and the client takes it", async () => {
    const reads = earlyUserReads(rootData(true));
    expect(reads).toHaveLength(1);
    const earlyFetch = runScript(earlyReadsScript(reads));
    expect(earlyFetch).toHaveBeenCalledTimes(1);
    expect(earlyFetch).toHaveBeenCalledWith(
      "/api/user/sso/getUserInfo?siteId=3&languageId=7",
      expect.objectContaining({ method: "GET", credentials: "include" }),
    );
    const later = vi.fn(async () => ok({ ...userInfo, name: "asked again" }));
    vi.stubGlobal("fetch", later);
    const api = createApiClient(scope);

    const user = await fetchCurrentUser(api);
    expect(user?.name).toBe("early /api/user/sso/getUserInfo?siteId=3&languageId=7");
    expect(later).not.toHaveBeenCalled();
    // Taken once: the ten-minute refresh asks the server again.
    expect((await fetchCurrentUser(api))?.name).toBe("asked again");
    expect(later).toHaveBeenCalledTimes(1);
  });

  test("a page rendered for its reader, or outside a site, starts none", () => {
    expect(earlyUserReads(rootData(false))).toEqual([]);
    expect(earlyUserReads({ ...rootData(true), frame: null } as unknown as RootData)).toEqual([]);
    expect(earlyUserReads(undefined)).toEqual([]);
    expect(earlyReadsScript([])).toBe("");
  });

  test("a failed early read is asked again by its taker, and reports no failure of its own", async () => {
    const window: Record<string, unknown> = {};
    const failed = Promise.reject(new TypeError("network error"));
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      new Function("window", "fetch", earlyReadsScript([{ url: "/api/x", init: {} }]))(
        window,
        () => failed,
      );
      vi.stubGlobal("window", window);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      const again = vi.fn(async () => ok(userInfo));
      vi.stubGlobal("fetch", again);
      const taken = await takeEarlyRead("/api/x", { method: "GET" });
      expect(again).toHaveBeenCalledWith("/api/x", { method: "GET" });
      expect(((await taken!.json()) as { data: unknown }).data).toEqual(userInfo);
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });
});

describe("taking an early read", () => {
  const read = () => {
    runScript(earlyReadsScript([{ url: "/api/a", init: { method: "GET" } }]));
  };

  test("only a GET of the same address takes it", () => {
    read();
    expect(takeEarlyRead("/api/b", { method: "GET" })).toBeUndefined();
    expect(takeEarlyRead("/api/a", { method: "POST" })).toBeUndefined();
    expect(takeEarlyRead("/api/a", {})).toBeDefined();
    expect(takeEarlyRead("/api/a", {})).toBeUndefined();
  });

  test("the caller's signal still ends the wait", async () => {
    // An answer that does not come.
    const window: Record<string, unknown> = {};
    const script = earlyReadsScript([{ url: "/api/a", init: { method: "GET" } }]);
    new Function("window", "fetch", script)(window, () => new Promise(() => {}));
    vi.stubGlobal("window", window);
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

  test("without a page script there is nothing to take", () => {
    vi.stubGlobal("window", {});
    expect(takeEarlyRead("/api/a", {})).toBeUndefined();
  });
});

describe("the account slot's store (decision 0034)", () => {
  const amira = { id: 7, name: "Amira Haddad", photoImgUrl: "" };

  test("tells its slots of a change, once, and a slot hydrating later starts from the server's", () => {
    const store = createAccountStore({ user: null, pending: true });
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.set({ user: amira, pending: false });
    store.set({ user: amira, pending: false });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual({ user: amira, pending: false });
    expect(store.getServerSnapshot()).toEqual({ user: null, pending: true });
    stop();
    store.set({ user: null, pending: false });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
