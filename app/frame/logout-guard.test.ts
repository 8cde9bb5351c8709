import { afterEach, expect, test } from "vitest";
import { createApiClient } from "../api-client.ts";
import { IN_EXAM_PATH, learnerInExam, setExamOpenHere } from "./logout-guard.tsx";

/** A client whose inExam call answers with `body` (or fails), counting the calls. */
function clientAnswering(body: unknown, status = 200) {
  const calls: string[] = [];
  const api = createApiClient(
    { siteId: 1, languageId: 1 },
    {
      fetch: async (input) => {
        calls.push(String(input));
        if (body instanceof Error) throw body;
        return new Response(JSON.stringify(body), { status });
      },
      showTips: () => {
        throw new Error("the logout check shows no Tips dialog");
      },
      goToLogin: () => {
        throw new Error("the logout check never leaves for login");
      },
    },
  );
  return { api, calls };
}

const envelope = (data: unknown, code = 200) => ({ code, data, message: "", errorContext: null });

afterEach(() => setExamOpenHere(false));

test("frame §4: an attempt open on the server (another tab or device) refuses logout", async () => {
  const { api, calls } = clientAnswering(envelope({ inExam: true }));
  expect(await learnerInExam(api)).toBe(true);
  expect(calls).toEqual([`/api${IN_EXAM_PATH}?siteId=1&languageId=1`]);
});

test("no attempt open: logout goes ahead", async () => {
  const { api } = clientAnswering(envelope({ inExam: false }));
  expect(await learnerInExam(api)).toBe(false);
});

test("the exam page's own attempt refuses logout without asking the server", async () => {
  const { api, calls } = clientAnswering(envelope({ inExam: false }));
  setExamOpenHere(true);
  expect(await learnerInExam(api)).toBe(true);
  expect(calls).toEqual([]);
});

test("when the server cannot say (offline, signed out), logout goes ahead quietly", async () => {
  expect(await learnerInExam(clientAnswering(new Error("offline")).api)).toBe(false);
  expect(await learnerInExam(clientAnswering(envelope(null, 401), 401).api)).toBe(false);
});
