/*
 * When the player reports the play position (learner §7 "reload"): at most
 * every 10 seconds while playing, and at once on pause, end, hiding the page
 * or leaving the chapter. The server keeps positions idempotently; this only
 * keeps the calls few.
 */

export const REPORT_EVERY_MS = 10_000;

export type ReportOptions = {
  /** The page is going away: the request must outlive it (fetch keepalive). */
  keepalive?: boolean;
  /** Send even when the position has not changed since the last report (the end). */
  force?: boolean;
};

export type ProgressReporter = {
  /** The position the server already has (payDuration from power/check): not sent again. */
  seed(position: number): void;
  /** A time update while playing: sent when 10 s have passed since the last report. */
  tick(position: number): void;
  /** Pause, end, hide, leave: sent now unless the server already has this second. */
  flush(position: number, options?: ReportOptions): void;
};

export function createProgressReporter(input: {
  send: (payDuration: number, options: { keepalive: boolean }) => void;
  now?: () => number;
  every?: number;
}): ProgressReporter {
  const now = input.now ?? Date.now;
  const every = input.every ?? REPORT_EVERY_MS;
  let lastSentAt: number | null = null;
  let lastPosition: number | null = null;

  function flush(position: number, options: ReportOptions = {}) {
    if (!Number.isFinite(position) || position < 0) return;
    const second = Math.floor(position);
    if (!options.force && second === lastPosition) return;
    lastPosition = second;
    lastSentAt = now();
    input.send(second, { keepalive: options.keepalive ?? false });
  }

  return {
    seed(position) {
      lastPosition = Math.floor(position);
      lastSentAt = now();
    },
    tick(position) {
      if (lastSentAt !== null && now() - lastSentAt < every) return;
      flush(position);
    },
    flush,
  };
}
