import { describe, expect, it } from "vitest";
import { PAGE_FAILED, earlyClicksScript, replayEarlyClick } from "./early-clicks.ts";

/** An element as the script sees it: what `closest` finds above it, by selector kind. */
class FakeElement {
  readonly name: string;
  private readonly above: { button?: FakeElement; link?: boolean };
  constructor(name: string, above: { button?: FakeElement; link?: boolean } = {}) {
    this.name = name;
    this.above = above;
  }
  isConnected = true;
  clicks = 0;
  closest(selector: string) {
    if (selector === "a[href]") return this.above.link ? {} : null;
    return this.above.button ?? null;
  }
  click() {
    this.clicks += 1;
  }
}

/** Runs the script with a recorded document: the click listener it adds, and whether it is removed. */
function start() {
  /** What the page's module script calls when a module fails to load. */
  const page: { failed?: (error: Error) => never } = {};
  const tasks: (() => void)[] = [];
  const window: Record<string, unknown> = {
    setTimeout: (task: () => void) => tasks.push(task),
  };
  /** Runs the tasks the page queued, as the browser would after the current one. */
  const runTasks = () => {
    for (const task of tasks.splice(0)) task();
  };
  const listeners = new Set<(event: unknown) => void>();
  const document = {
    addEventListener: (type: string, listener: (event: unknown) => void, capture: boolean) => {
      if (type === "click" && capture) listeners.add(listener);
    },
    removeEventListener: (type: string, listener: (event: unknown) => void, capture: boolean) => {
      if (type === "click" && capture) listeners.delete(listener);
    },
  };
  new Function(
    "document",
    "window",
    "Element",
    "page",
    `${earlyClicksScript}\npage.failed = ${PAGE_FAILED};`,
  )(document, window, FakeElement, page);
  /** A press, and what the script did with it: its default held, and React's listeners spared it. */
  const click = (target: FakeElement) => {
    let prevented = false;
    let stopped = false;
    const event = {
      target,
      preventDefault: () => (prevented = true),
      stopImmediatePropagation: () => (stopped = true),
    };
    for (const listener of listeners) listener(event);
    return { prevented, stopped };
  };
  return { window: window as unknown as Window, listeners, click, runTasks, failed: page.failed! };
}

describe("clicks made before the page runs", () => {
  it("keeps the last button pressed, holds its default, and presses it once the page runs", () => {
    const page = start();
    const menu = new FakeElement("menu");
    const accept = new FakeElement("accept");
    expect(page.click(new FakeElement("icon", { button: menu }))).toEqual({
      prevented: true,
      stopped: true,
    });
    expect(page.click(new FakeElement("label", { button: accept }))).toEqual({
      prevented: true,
      stopped: true,
    });

    replayEarlyClick(page.window);
    expect(page.listeners.size).toBe(0);
    // In a task of its own, not while React runs the root's effects.
    expect(accept.clicks).toBe(0);
    page.runTasks();
    expect(accept.clicks).toBe(1);
    expect(menu.clicks).toBe(0);
    // Given again once only.
    replayEarlyClick(page.window);
    page.runTasks();
    expect(accept.clicks).toBe(1);
  });

  it("leaves links and what is not a button to the browser", () => {
    const page = start();
    const inLink = new FakeElement("button in a link", { link: true });
    expect(page.click(new FakeElement("text", { button: inLink }))).toEqual({
      prevented: false,
      stopped: false,
    });
    expect(page.click(new FakeElement("paragraph"))).toEqual({ prevented: false, stopped: false });
    replayEarlyClick(page.window);
    page.runTasks();
    expect(inLink.clicks).toBe(0);
  });

  it("does not press a button the page no longer has", () => {
    const page = start();
    const gone = new FakeElement("gone");
    page.click(new FakeElement("inner", { button: gone }));
    replayEarlyClick(page.window);
    gone.isConnected = false;
    page.runTasks();
    expect(gone.clicks).toBe(0);
  });

  it("gives the press back to the browser when the page's code fails to load", () => {
    const page = start();
    const search = new FakeElement("search");
    page.click(new FakeElement("icon", { button: search }));
    const offline = new Error("offline");
    expect(() => page.failed(offline)).toThrow(offline);
    // Pressed again with no listener left, so its default (a plain form's submit) goes ahead.
    expect(search.clicks).toBe(1);
    expect(page.listeners.size).toBe(0);
  });

  it("does nothing on a page without the script (the development server's)", () => {
    expect(() => replayEarlyClick({} as Window)).not.toThrow();
  });
});
