/** Frame §9: scroll listeners run at most every 200 ms. */
export const SCROLL_THROTTLE_MS = 200;

/**
 * Calls `fn` at most once per `wait` ms, with a trailing call so the last
 * position is never missed.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
): { (...args: A): void; cancel(): void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = (args: A) => {
    last = Date.now();
    pending = undefined;
    fn(...args);
  };
  const throttled = (...args: A) => {
    const remaining = wait - (Date.now() - last);
    if (remaining <= 0) {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      if (pending) run(pending);
    }, remaining);
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
