/** The pause before a stopped worker or process is replaced, doubled for each stop in the last minute. */
const RESTART_PAUSE_MS = { first: 100, max: 30_000, window: 60_000 };

/**
 * Counts stops and says how long to wait before the next replacement: 100 ms
 * after a lone stop, doubling while they keep stopping, at most 30 s, so a
 * worker that cannot start does not spin (render threads, server processes).
 */
export function restartPauses(): { afterStop(now?: number): number } {
  const stops: number[] = [];
  return {
    afterStop(now = Date.now()) {
      stops.push(now);
      while (stops.length > 0 && stops[0]! < now - RESTART_PAUSE_MS.window) stops.shift();
      return Math.min(RESTART_PAUSE_MS.max, RESTART_PAUSE_MS.first * 2 ** (stops.length - 1));
    },
  };
}
