import { describe, expect, test } from "vitest";
import {
  CLOCK_CARRY_SECONDS,
  COMPLETION_SHARE,
  completesChapter,
  creditWatch,
} from "./watch-time.ts";

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1) + seconds * 1000);

describe("creditWatch: the learner's one clock (decision 0042)", () => {
  test("time counts from the chapter's issue, no more of it than the position advanced", () => {
    expect(
      creditWatch({
        clockAt: null,
        issuedAt: at(0),
        now: at(10),
        advance: 8,
        watched: 0,
        duration: 12,
      }),
    ).toEqual({ credit: 8, watched: 8, clockAt: at(8) });
  });

  test("time already spent on another chapter is not credited again", () => {
    // The clock stands at 10 s (another chapter took the first ten): only 2 s are left.
    const next = creditWatch({
      clockAt: at(10),
      issuedAt: at(0),
      now: at(12),
      advance: 12,
      watched: 0,
      duration: 12,
    });
    expect(next).toEqual({ credit: 2, watched: 2, clockAt: at(12) });
  });

  test("unused time is kept for the next report only up to the carry", () => {
    // Paused for a minute, then one second played: one second credited, two kept.
    const paused = creditWatch({
      clockAt: at(0),
      issuedAt: at(0),
      now: at(60),
      advance: 1,
      watched: 0,
      duration: 600,
    });
    expect(paused.credit).toBe(1);
    expect(paused.clockAt).toEqual(at(60 - CLOCK_CARRY_SECONDS));
    // A report late by a second gets back what the one before could not use.
    expect(
      creditWatch({
        clockAt: at(9),
        issuedAt: at(0),
        now: at(20),
        advance: 11,
        watched: 9,
        duration: 600,
      }),
    ).toMatchObject({ credit: 11, watched: 20 });
  });

  test("never more than the chapter's length; a position going back credits nothing", () => {
    expect(
      creditWatch({
        clockAt: at(0),
        issuedAt: at(0),
        now: at(30),
        advance: 10,
        watched: 5,
        duration: 12,
      }).watched,
    ).toBe(12);
    expect(
      creditWatch({
        clockAt: at(0),
        issuedAt: at(0),
        now: at(30),
        advance: -6,
        watched: 5,
        duration: 12,
      }),
    ).toMatchObject({ credit: 0, watched: 5 });
  });
});

describe("completesChapter", () => {
  const ten = { duration: 10, issuedAt: at(0) };

  test("at the end, with most of it credited and most of its length passed since the issue", () => {
    const needed = COMPLETION_SHARE * 10;
    expect(completesChapter({ ...ten, position: 10, watched: needed, now: at(needed) })).toBe(true);
    expect(completesChapter({ ...ten, position: 9, watched: 10, now: at(20) })).toBe(true);
  });

  test("not before the end, not with too little credited, not too soon after the issue", () => {
    expect(completesChapter({ ...ten, position: 8, watched: 10, now: at(20) })).toBe(false);
    expect(completesChapter({ ...ten, position: 10, watched: 8.9, now: at(20) })).toBe(false);
    expect(completesChapter({ ...ten, position: 10, watched: 10, now: at(8.9) })).toBe(false);
  });
});
