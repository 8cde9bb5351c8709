import { useThrottledCallback, useWindowEvent } from "@mantine/hooks";
import { useEffect } from "react";

/** Frame §9: scroll listeners run at most every 200 ms. */
export const SCROLL_THROTTLE_MS = 200;

/**
 * Calls `onScroll(scrollY)` on mount and on window scroll, at most every
 * 200 ms with a trailing call, so the last position is never missed (frame §9).
 */
export function useThrottledScroll(onScroll: (scrollY: number) => void): void {
  const throttled = useThrottledCallback(() => onScroll(window.scrollY), SCROLL_THROTTLE_MS);
  useWindowEvent("scroll", throttled, { passive: true });
  // The position a reload or a back navigation restored.
  useEffect(() => throttled(), [throttled]);
}
