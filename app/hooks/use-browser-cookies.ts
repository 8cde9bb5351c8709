import { useSyncExternalStore } from "react";

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells the components reading the browser's cookies that a page script changed them. */
export function cookiesChanged(): void {
  for (const listener of listeners) listener();
}

/**
 * The browser's cookies as page scripts see them (document.cookie); null on
 * the server and while hydrating. Anonymous pages are rendered once for every
 * visitor of a variant (decisions 0002, 0012), so what depends on a visitor's
 * own cookies (consent, the first-visit tip) appears only after hydration.
 */
export function useBrowserCookies(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => document.cookie,
    () => null,
  );
}
