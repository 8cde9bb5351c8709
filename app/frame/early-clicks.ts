/**
 * Clicks made before the page runs. A built page is painted before its
 * modules run (decision 0033), and React answers events only once it has the
 * page: a visitor who opens the menu or accepts the cookies at once would be
 * ignored, with nothing to tell them so. The page's module script starts by
 * keeping the last press of a button (earlyClicksScript); the root, once
 * hydrated, gives it to the button again (replayEarlyClick).
 *
 * Only buttons: a link works without the page's code (the browser follows
 * it), and a field keeps what was typed into it through hydration. A button's
 * own default (a form's native submit) is held, so a form whose code has not
 * arrived is not sent as a plain form; its click, given again, sends it as
 * the page would. The press goes no further either: React listens on the
 * document from the moment it starts hydrating, and would answer a press made
 * then as well as the replay (a menu opened, then closed). The script's
 * listener, added first, stops it before React's.
 */

/** Where the page's script keeps the pressed button, and how it stops listening. */
const EARLY_CLICKS = "__earlyClicks";

type EarlyClicks = { last: Element | null; stop(): void };

/** What the page's module script calls when a module of the page fails to load. */
export const PAGE_FAILED = "givePressBack";

/** What a press counts on: a button that is not inside a link, nor disabled. */
const BUTTON = 'button:not(:disabled), [role="button"]:not([aria-disabled="true"])';

/**
 * The start of the first page's module script: it runs as the page is
 * parsed, before any module, and listens until the root takes over.
 */
export const earlyClicksScript = [
  `const earlyClicks = window.${EARLY_CLICKS} = { last: null, stop: () => document.removeEventListener("click", earlyClick, true) };`,
  `function earlyClick(event) { const button = event.target instanceof Element ? event.target.closest(${JSON.stringify(BUTTON)}) : null; if (!button || button.closest("a[href]")) return; event.preventDefault(); event.stopImmediatePropagation(); earlyClicks.last = button; }`,
  `document.addEventListener("click", earlyClick, true);`,
  // The page's code did not come (a network failure): the press is the browser's again, so a
  // form that works without the code (the search) is still sent.
  `function ${PAGE_FAILED}(error) { earlyClicks.stop(); const button = earlyClicks.last; earlyClicks.last = null; if (button?.isConnected) button.click(); throw error; }`,
].join("\n");

/**
 * Once the page runs: stops keeping clicks and presses the last button
 * pressed before, if it is still the page's (a part the client rendered anew
 * has no such button). Only the last: a visitor who pressed twice because
 * nothing happened meant it once. The press comes in a task of its own: a
 * button in a part not hydrated yet (HydrateApart) is hydrated by React when
 * pressed, which it cannot do while it runs the root's effects. Without the
 * script (the development server's pages), nothing happens.
 */
export function replayEarlyClick(win: Window = window): void {
  const early = (win as Window & { [EARLY_CLICKS]?: EarlyClicks })[EARLY_CLICKS];
  if (!early) return;
  early.stop();
  const button = early.last;
  early.last = null;
  if (!button || !("click" in button)) return;
  win.setTimeout(() => {
    if (button.isConnected) (button as HTMLElement).click();
  });
}
