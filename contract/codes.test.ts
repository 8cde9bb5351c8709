import { expect, test } from "vitest";
import { allCodes, Code, isKnownCode, quietCodes } from "./codes.ts";

test("the catalogue is exactly the codes of both spec documents (learner §8, frame §8)", () => {
  const expected = [
    200, 400, 401, 403, 404, 500, 501, 200001, 30000, 30001, 30002, 30003, 10000, 10001, 10002,
    10003, 10004, 10005, 10006, 10007, 10008, 10009, 10010, 10011, 10012, 10013, 10014, 10015,
    10016, 10017, 10018, 10019, 10022, 10024, 10026, 20036, 20037,
  ];
  expect([...allCodes].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
  expect(new Set(allCodes).size).toBe(allCodes.length);
});

test("quiet codes are success, not-found, need-login and the prerequisite error", () => {
  expect([...quietCodes].sort()).toEqual(
    [Code.success, Code.notFound, Code.needLogin, Code.prerequisiteNotMet].sort(),
  );
  expect(isKnownCode(10026)).toBe(true);
  expect(isKnownCode(10023)).toBe(false);
  expect(isKnownCode("200")).toBe(false);
});
