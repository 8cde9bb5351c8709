import { expect, test } from "vitest";
import { allCodes, Code, httpStatusOf, isKnownCode, quietCodes, type CodeName } from "./codes.ts";

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

test("every code answers an HTTP status of its own: 2xx success, 4xx the caller's, 5xx ours", () => {
  const ours: CodeName[] = ["failed", "other", "remoteError"];
  for (const name of Object.keys(Code) as CodeName[]) {
    const status = httpStatusOf(Code[name]);
    expect(Number.isInteger(status), name).toBe(true);
    if (name === "success") expect(status).toBe(200);
    else if (ours.includes(name)) expect(status, name).toBeGreaterThanOrEqual(500);
    else expect([status >= 400, status < 500], name).toEqual([true, true]);
  }
});

test("the exam refusals are the caller's: 409 for the attempt's state, 403 for a start not allowed", () => {
  expect(httpStatusOf(Code.examPaperFetchFailed)).toBe(409);
  expect(httpStatusOf(Code.examSubmitAnswerFailed)).toBe(409);
  expect(httpStatusOf(Code.examStartFailed)).toBe(403);
  expect(httpStatusOf(Code.examRenewFailed)).toBe(409);
  expect(httpStatusOf(Code.needLogin)).toBe(401);
  expect(httpStatusOf(Code.tooFrequent)).toBe(429);
});
