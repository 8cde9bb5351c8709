import { describe, expect, test } from "vitest";
import { filenameOf, requestPersonalData } from "./personal-data-download.ts";

const URL_ = "/api/user/personalData/export?siteId=1&languageId=1";

const answer = (response: Response) => async () => response;
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  });

describe("asking for the learner's data file", () => {
  test("the file is the data itself, saved under the server's name", async () => {
    const data = { exportedAt: "2026-11-28T10:00:00.000Z", profile: { email: "a@example.com" } };
    const outcome = await requestPersonalData(
      URL_,
      answer(
        json(200, data, {
          "content-disposition": 'attachment; filename="my-data-2026-11-28.json"',
        }),
      ),
    );
    expect(outcome.kind).toBe("file");
    if (outcome.kind !== "file") return;
    expect(outcome.filename).toBe("my-data-2026-11-28.json");
    expect(JSON.parse(await outcome.file.text())).toEqual(data);
  });

  test("the hour's downloads used up: when to come back, in whole minutes", async () => {
    const refusal = {
      code: 10022,
      data: null,
      message: "You downloaded your data recently: please try later",
      errorContext: { reason: "dataExports", max: 5, retryAfterSeconds: 1_501 },
    };
    await expect(
      requestPersonalData(URL_, answer(json(429, refusal, { "retry-after": "1501" }))),
    ).resolves.toEqual({ kind: "limited", minutes: 26, max: 5 });
  });

  test("any other refusal is kept for its code's text; a lost session signs in", async () => {
    const failed = { code: 500, data: null, message: "System error", errorContext: null };
    await expect(requestPersonalData(URL_, answer(json(500, failed)))).resolves.toEqual({
      kind: "refused",
      envelope: failed,
    });
    const login = { code: 401, data: null, message: "Login required", errorContext: null };
    await expect(requestPersonalData(URL_, answer(json(401, login)))).resolves.toEqual({
      kind: "signIn",
    });
  });

  test("no answer, or a proxy's page instead of one, is said to be unreachable", async () => {
    const offline = async () => {
      throw new TypeError("Failed to fetch");
    };
    await expect(requestPersonalData(URL_, offline)).resolves.toEqual({ kind: "unreachable" });
    const proxy = new Response("<html>Bad gateway</html>", { status: 502 });
    await expect(requestPersonalData(URL_, answer(proxy))).resolves.toEqual({
      kind: "unreachable",
    });
  });
});

test("a file name comes only from a plain filename parameter", () => {
  expect(filenameOf('attachment; filename="my-data-2026-11-28.json"')).toBe(
    "my-data-2026-11-28.json",
  );
  expect(filenameOf('attachment; filename="../etc/passwd"')).toBe("my-data.json");
  expect(filenameOf(null)).toBe("my-data.json");
});
