import { useEffect, useRef } from "react";
import { SCROLL_THROTTLE_MS, throttle } from "./throttle.ts";

/** Calls `onScroll(scrollY)` on mount and on window scroll, throttled (frame §9). */
export function useThrottledScroll(onScroll: (scrollY: number) => void, enabled = true): void {
  const callback = useRef(onScroll);
  useEffect(() => {
    callback.current = onScroll;
  });
  useEffect(() => {
    if (!enabled) return;
    const handler = throttle(() => callback.current(window.scrollY), SCROLL_THROTTLE_MS);
    callback.current(window.scrollY);
    window.addEventListener("scroll", handler, { passive: true });
    return () => {
      handler.cancel();
      window.removeEventListener("scroll", handler);
    };
  }, [enabled]);
}
