import { expect, test } from "vitest";
import {
  WATERMARK,
  drawWatermark,
  tileCentres,
  watermarkLines,
  type WatermarkContext,
} from "./watermark.ts";

function recorder() {
  const calls: { name: string; args: unknown[] }[] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push({ name, args });
    };
  const context = {
    setTransform: record("setTransform"),
    clearRect: record("clearRect"),
    save: record("save"),
    restore: record("restore"),
    translate: record("translate"),
    rotate: record("rotate"),
    fillText: record("fillText"),
    font: "",
    fillStyle: "",
    textAlign: "start",
    textBaseline: "alphabetic",
  } as unknown as WatermarkContext;
  return { context, calls };
}

test("the grid is 250 px and covers the whole area", () => {
  expect(WATERMARK.grid).toBe(250);
  expect(tileCentres(500, 250)).toEqual([
    { x: 125, y: 125 },
    { x: 375, y: 125 },
  ]);
  // A partial cell at the edge still gets its text.
  expect(tileCentres(640, 360)).toHaveLength(3 * 2);
  expect(tileCentres(0, 360)).toEqual([]);
});

test("every cell carries the identity in 14 px, rotated -45 degrees, semi-transparent", () => {
  const { context, calls } = recorder();
  drawWatermark(context, 640, 360, ["Layla Haddad", "layla@example.com"], 2);
  expect(calls[0]).toEqual({ name: "setTransform", args: [2, 0, 0, 2, 0, 0] });
  expect(calls[1]).toEqual({ name: "clearRect", args: [0, 0, 640, 360] });
  expect(context.font).toBe("14px sans-serif");
  expect(context.fillStyle).toMatch(/^rgba\(.+, 0\.\d+\)$/);
  const rotations = calls.filter((call) => call.name === "rotate");
  expect(rotations).toHaveLength(6);
  expect(rotations.every((call) => call.args[0] === -Math.PI / 4)).toBe(true);
  const texts = calls.filter((call) => call.name === "fillText").map((call) => call.args[0]);
  expect(texts).toHaveLength(12);
  expect(new Set(texts)).toEqual(new Set(["Layla Haddad", "layla@example.com"]));
});

test("the identity is the name with the e-mail, or the user id without one", () => {
  expect(watermarkLines({ name: "Layla Haddad", email: "l@example.com", id: 7 })).toEqual([
    "Layla Haddad",
    "l@example.com",
  ]);
  expect(watermarkLines({ name: " ", email: "", id: 7 })).toEqual(["ID 7"]);
});
