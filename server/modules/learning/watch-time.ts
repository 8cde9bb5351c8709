/*
 * How much of a progress report counts (decision 0042). Two rules work
 * together: the reported position may not run ahead of time (issue 9), and
 * the seconds credited as watched come from the learner's one watch clock, so
 * the wall-clock time a learner spends is credited to one chapter at a time.
 * A chapter completes at its end only when most of it was credited and most
 * of its length has passed since its video URL was issued.
 */

/** A chapter counts as watched when the position reaches its last second. */
export const END_TOLERANCE_SECONDS = 1;

/**
 * How far a reported position may run ahead of the time that passed: videos
 * play at up to twice their speed.
 */
export const PLAYBACK_RATE_LIMIT = 2;

/** The share of a chapter's length that must be credited, and have passed since its URL was issued, for it to complete. */
export const COMPLETION_SHARE = 0.9;

/**
 * Unused time the watch clock keeps for the next report: reports reach the
 * server a little early or late, and the seconds an honest viewer loses to one
 * late report come back with the next. More than this is dropped, so time
 * spent idle cannot be spread over other chapters later.
 */
export const CLOCK_CARRY_SECONDS = 2;

type Kept = { payDuration: number; updatedAt: Date };

/**
 * The furthest position a report may set: the position kept plus what could
 * have been watched since it was kept (from the URL's issue for the first
 * report). A forged report that skips ahead is cut back.
 */
export function allowedPosition(kept: Kept, now: Date): number {
  const elapsed = Math.max(0, (now.getTime() - kept.updatedAt.getTime()) / 1000);
  return Math.floor(kept.payDuration + PLAYBACK_RATE_LIMIT * elapsed);
}

/**
 * When a report is cut back, the clock of the kept position moves on only by
 * the time the granted seconds took, so the rest carries over to the next
 * report (a burst of reports gains nothing; a 2x viewer never falls behind).
 */
export function keptSince(kept: Kept, position: number, cutBack: boolean, now: Date): Date {
  if (!cutBack) return now;
  const used = (Math.max(0, position - kept.payDuration) / PLAYBACK_RATE_LIMIT) * 1000;
  return new Date(Math.min(now.getTime(), kept.updatedAt.getTime() + used));
}

/**
 * The seconds of a report credited to its chapter, and where the learner's
 * watch clock stands after it. Time counts from the later of the clock and the
 * chapter's issue, and no more of it than the position advanced: time paused
 * or spent on another chapter is not this chapter's. The clock moves on by
 * what was credited, keeping at most CLOCK_CARRY_SECONDS unused.
 */
export function creditWatch(input: {
  clockAt: Date | null;
  issuedAt: Date;
  now: Date;
  advance: number;
  watched: number;
  duration: number;
}): { credit: number; watched: number; clockAt: Date } {
  const start = Math.max(input.clockAt?.getTime() ?? 0, input.issuedAt.getTime());
  const available = Math.max(0, (input.now.getTime() - start) / 1000);
  const credit = Math.min(Math.max(0, input.advance), available);
  const clockAt = Math.max(start + credit * 1000, input.now.getTime() - CLOCK_CARRY_SECONDS * 1000);
  return {
    credit,
    watched: Math.min(input.duration, input.watched + credit),
    clockAt: new Date(clockAt),
  };
}

/**
 * A chapter is completed at its end once COMPLETION_SHARE of its length was
 * credited to it and has passed since its URL was issued: seeking to the end,
 * playing faster or reporting for several chapters at once does not complete
 * it sooner.
 */
export function completesChapter(input: {
  position: number;
  duration: number;
  watched: number;
  issuedAt: Date;
  now: Date;
}): boolean {
  const needed = COMPLETION_SHARE * input.duration;
  const sinceIssue = (input.now.getTime() - input.issuedAt.getTime()) / 1000;
  return (
    input.position >= input.duration - END_TOLERANCE_SECONDS &&
    input.watched >= needed &&
    sinceIssue >= needed
  );
}
