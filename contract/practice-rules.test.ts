import { describe, expect, test } from "vitest";
import { practiceLabInputSchema } from "./practice.ts";
import { canCompleteLab, simulatorAddressProblem } from "./practice-rules.ts";

describe("simulatorAddressProblem", () => {
  test("an https address of a named host, with a port, path and query, is a simulator", () => {
    expect(simulatorAddressProblem("https://simulator.academy.example/nvr/add-camera")).toBeNull();
    expect(
      simulatorAddressProblem("https://sim.vendor.example:8443/ipc?lang=de#step-2"),
    ).toBeNull();
  });

  test.each([
    ["http://simulator.academy.example/nvr", "an absolute https address"],
    ["javascript:alert(1)", "an absolute https address"],
    ["/nvr/add-camera", "an absolute https address"],
    ["simulator.academy.example", "an absolute https address"],
    ["https://admin:12345@simulator.academy.example/", "no user name or password in the address"],
    ["https://localhost/nvr", "a named host"],
    [`https://simulator.academy.example/${"a".repeat(500)}`, "at most 500 characters"],
  ])("%s is refused: %s", (address, problem) => {
    expect(simulatorAddressProblem(address)).toBe(problem);
  });

  test("a lab written with a clear-text simulator fails on simulatorUrl alone", () => {
    const result = practiceLabInputSchema.safeParse({
      title: "Add an IP camera to an NVR",
      goal: "Bring the camera online",
      durationMinutes: 20,
      simulatorUrl: "http://simulator.academy.example/nvr",
      steps: ["Sign in"],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["simulatorUrl"]);
  });
});

describe("canCompleteLab", () => {
  test("every step ticked, and at least one step", () => {
    expect(canCompleteLab({ stepCount: 4, doneSteps: 4 })).toBe(true);
    expect(canCompleteLab({ stepCount: 4, doneSteps: 3 })).toBe(false);
    expect(canCompleteLab({ stepCount: 0, doneSteps: 0 })).toBe(false);
  });
});
