import { describe, expect, it } from "vitest";
import type { UNSAFE_AssetsManifest as AssetsManifest } from "react-router";
import { PAGE_MODULES_EVENT } from "./page-modules-event.ts";
import { pageModuleScript, pageModulesOf } from "./page-scripts.tsx";

const manifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/runtime.js"] },
  url: "/assets/manifest.js",
  version: "1",
  routes: {
    root: {
      id: "root",
      module: "/assets/root.js",
      imports: ["/assets/runtime.js", "/assets/frame.js"],
    },
    page: {
      id: "page",
      parentId: "root",
      module: "/assets/page.js",
      clientLoaderModule: "/assets/page-loader.js",
      imports: ["/assets/frame.js", "/assets/shared-a.js"],
    },
  },
} as unknown as AssetsManifest;

/**
 * Runs the page's module script with the browser's parts it uses recorded:
 * what it appends to the head, which modules it imports and when, the event
 * it sends, what it leaves on `window`, and the first paint as a step the
 * test takes.
 */
async function run(
  script: string,
  visibility: "visible" | "hidden" = "visible",
  before: "painted" | "hidden" = "painted",
) {
  const steps: string[] = [];
  const window: Record<string, unknown> = {};
  let paint: () => void = () => {};
  let hide: () => void = () => {};
  const document = {
    visibilityState: visibility,
    head: {
      append: (link: { rel: string; href: string }) => steps.push(`${link.rel} ${link.href}`),
    },
    createElement: () => ({ rel: "", href: "" }),
    addEventListener: (type: string, listener: () => void) => {
      if (type === "visibilitychange") hide = listener;
    },
    dispatchEvent: (event: Event) => steps.push(`event ${event.type}`),
  };
  const importModule = async (href: string) => {
    steps.push(`import ${href}`);
    return { [`from ${href}`]: true };
  };
  const requestAnimationFrame = (callback: () => void) => {
    paint = () => {
      steps.push("painted");
      callback();
    };
  };
  // The task after the paint runs at once; a timer for later (early reads' expiry) never here.
  const setTimeout = (callback: () => void, delay = 0) => {
    if (delay === 0) callback();
  };
  const fetch = (url: string, init: RequestInit) => {
    steps.push(`fetch ${url} ${JSON.stringify(init)}`);
    return Promise.resolve(new Response(url));
  };
  const AsyncFunction = (async () => {}).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<void>;
  const body = new AsyncFunction(
    "document",
    "window",
    "requestAnimationFrame",
    "setTimeout",
    "importModule",
    "fetch",
    script.replaceAll("import(", "importModule("),
  );
  const done = body(document, window, requestAnimationFrame, setTimeout, importModule, fetch);
  await Promise.resolve();
  const beforePaint = [...steps];
  if (before === "painted") paint();
  else hide();
  await done;
  return { steps, beforePaint, window };
}

describe("the first page's modules", () => {
  it("lists the entry's, then each matched route's modules and imports, each once", () => {
    const page = pageModulesOf(manifest, ["root", "page"], { routes: {} });
    expect(page.entry).toBe("/assets/entry.js");
    expect(page.modules).toEqual([
      "/assets/entry.js",
      "/assets/runtime.js",
      "/assets/root.js",
      "/assets/frame.js",
      "/assets/page-loader.js",
      "/assets/page.js",
      "/assets/shared-a.js",
    ]);
    // A route split in several modules: the main module last, as React Router merges them.
    expect(page.routes).toEqual([
      { id: "root", modules: ["/assets/root.js"] },
      { id: "page", modules: ["/assets/page-loader.js", "/assets/page.js"] },
    ]);
  });

  it("refuses a matched route the manifest does not know, which could not hydrate", () => {
    expect(() => pageModulesOf(manifest, ["root", "gone"], {})).toThrow(/gone not found/);
  });
});

describe("the first page's module script", () => {
  const page = pageModulesOf(manifest, ["root", "page"], { routes: { page: { id: "page" } } });

  it("announces every module before the paint and runs none of them until it", async () => {
    const { steps, beforePaint } = await run(pageModuleScript(page));
    expect(beforePaint).toEqual(page.modules.map((href) => `modulepreload ${href}`));
    expect(steps.indexOf("painted")).toBe(page.modules.length);
    expect(steps.slice(page.modules.length + 1)).toEqual([
      "import /assets/root.js",
      "import /assets/page-loader.js",
      "import /assets/page.js",
      `event ${PAGE_MODULES_EVENT}`,
      "import /assets/entry.js",
    ]);
  });

  it("hands React Router the routes' modules and the manifest before the entry hydrates", async () => {
    const { window } = await run(pageModuleScript(page));
    expect(window.__reactRouterManifest).toEqual({ routes: { page: { id: "page" } } });
    expect(window.__reactRouterRouteModules).toEqual({
      root: { "from /assets/root.js": true },
      page: { "from /assets/page-loader.js": true, "from /assets/page.js": true },
    });
  });

  it("goes on at once in a hidden tab, which paints nothing", async () => {
    const { steps } = await run(pageModuleScript(page), "hidden");
    expect(steps).not.toContain("painted");
    expect(steps.at(-1)).toBe("import /assets/entry.js");
  });

  it("goes on when the tab is hidden while it waits for the paint", async () => {
    const { steps } = await run(pageModuleScript(page), "visible", "hidden");
    expect(steps).not.toContain("painted");
    expect(steps.at(-1)).toBe("import /assets/entry.js");
  });

  it("starts the page's early reads before it announces any module (decision 0034)", async () => {
    const read = {
      url: "/api/user/sso/getUserInfo?siteId=1&languageId=1",
      init: {
        method: "GET",
        credentials: "include" as const,
        headers: { Accept: "application/json" },
      },
    };
    const { beforePaint, window } = await run(pageModuleScript(page, [read]));
    expect(beforePaint[0]).toBe(`fetch ${read.url} ${JSON.stringify(read.init)}`);
    expect(beforePaint.slice(1)).toEqual(page.modules.map((href) => `modulepreload ${href}`));
    // Left for the API client, by URL (early-reads.ts).
    const reads = window.__earlyReads as Map<string, Promise<Response>>;
    expect([...reads.keys()]).toEqual([read.url]);
    await expect(reads.get(read.url)!.then((response) => response.text())).resolves.toBe(read.url);
  });

  it("starts no read on a page that needs none", async () => {
    const { steps, window } = await run(pageModuleScript(page));
    expect(steps.filter((step) => step.startsWith("fetch"))).toEqual([]);
    expect(window.__earlyReads).toBeUndefined();
  });

  it("writes no markup a manifest's text could end the script with", () => {
    const script = pageModuleScript(
      pageModulesOf(manifest, ["root"], { note: "</script><script>alert(1)</script>" }),
    );
    expect(script).not.toContain("</script>");
    expect(script).toContain("\\u003c/script>");
  });
});
