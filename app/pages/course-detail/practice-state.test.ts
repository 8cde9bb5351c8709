import { describe, expect, test } from "vitest";
import type { PracticeLab } from "#contract/practice.ts";
import { firstOpenLab, labStanding, withProgress, withStep } from "./practice-state.ts";

const lab = (id: number, done: boolean[], completed = false): PracticeLab => ({
  id,
  courseReleaseId: 2001,
  title: `Lab ${id}`,
  goal: "Goal",
  durationMinutes: 15,
  simulatorUrl: "https://simulator.academy.example/nvr",
  steps: done.map((isDone, index) => ({
    id: id * 100 + index + 1,
    instruction: "Do",
    done: isDone,
  })),
  completed,
  completedAt: completed ? "2026-03-01T10:00:00.000Z" : null,
});

describe("the practice dialog's state", () => {
  test("a tick shows at once on its lab only", () => {
    const labs = withStep([lab(1, [false, false]), lab(2, [false])], 1, 101, true);
    expect(labs[0]!.steps.map((s) => s.done)).toEqual([true, false]);
    expect(labs[1]!.steps[0]!.done).toBe(false);
  });

  test("unticking a step of a completed lab reopens it, as the server does", () => {
    const [reopened] = withStep([lab(1, [true, true], true)], 1, 102, false);
    expect(reopened).toMatchObject({ completed: false, completedAt: null });
  });

  test("the server's answer replaces what was shown", () => {
    const [after] = withProgress([lab(1, [true, false])], {
      labId: 1,
      doneStepIds: [102],
      completed: false,
      completedAt: null,
    });
    expect(after!.steps.map((s) => s.done)).toEqual([false, true]);
  });

  test("complete is offered once every step is ticked and not before, nor again", () => {
    expect(labStanding(lab(1, [true, false])).canComplete).toBe(false);
    expect(labStanding(lab(1, [true, true]))).toEqual({
      doneSteps: 2,
      stepCount: 2,
      canComplete: true,
    });
    expect(labStanding(lab(1, [true, true], true)).canComplete).toBe(false);
  });

  test("the dialog opens on the first lab not yet completed", () => {
    expect(firstOpenLab([lab(1, [true], true), lab(2, [false])])).toBe(2);
    expect(firstOpenLab([lab(1, [true], true)])).toBe(1);
    expect(firstOpenLab([])).toBeNull();
  });
});
