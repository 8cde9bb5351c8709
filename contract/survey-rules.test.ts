import { describe, expect, test } from "vitest";
import { canSubmitSurvey, joinChoices, splitChoices, surveyContent } from "./survey-rules.ts";

const questions = [
  { id: 1, type: "0", required: "1" },
  { id: 2, type: "1", required: "1" },
  { id: 3, type: "2", required: "0" },
] as const;

describe("Submit waits for every required answer (frame §5)", () => {
  test.each<[string, Record<number, string>, boolean]>([
    ["nothing answered", {}, false],
    ["one required answer missing", { 1: "A" }, false],
    ["a required answer blank", { 1: "A", 2: "   " }, false],
    ["every required one answered", { 1: "A", 2: "B,C" }, true],
    ["the optional one too", { 1: "A", 2: "B", 3: "text" }, true],
  ])("%s", (_, answers, enabled) => {
    expect(canSubmitSurvey(questions, answers)).toBe(enabled);
  });
});

test("only non-empty answers are sent, trimmed, in the questions' order", () => {
  expect(surveyContent(questions, { 3: "  ", 2: "B,C", 1: " A " })).toEqual([
    { questionId: 1, answer: "A" },
    { questionId: 2, answer: "B,C" },
  ]);
});

test("multiple choices are joined by commas and read back", () => {
  expect(joinChoices(["B", "C"])).toBe("B,C");
  expect(splitChoices("B, C,")).toEqual(["B", "C"]);
  expect(splitChoices("")).toEqual([]);
});
