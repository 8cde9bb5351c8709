import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestApp, type TestApp } from "./testing.ts";

/**
 * Spellings of one path that the routers fold together reach no limit, cache
 * or handler (decision 0044): the certificate lookup limit holds however the
 * path is written, and a visitor's kept answer is kept under one spelling.
 */
let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp({ CERTIFICATE_LOOKUPS_PER_MINUTE: "3", TRUST_PROXY: "true" });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

type Answer = { statusCode: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * A request whose target goes out as written, over real HTTP: inject and
 * fetch both parse it as a URL first, which folds the very spellings tested.
 * Each client address comes from the one trusted proxy hop.
 */
function send(method: string, path: string, client: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        headers: {
          host: "localhost",
          "x-forwarded-for": client,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({ statusCode: response.statusCode!, headers: response.headers, body: text }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}
const get = (path: string, client: string) => send("GET", path, client);

test("the certificate lookup limit holds for every spelling of the path", async () => {
  const address = "198.19.200.1";
  const spellings = [
    "/certificate/./verify/HCSA-2222-2222-2221",
    "/certificate//verify/HCSA-2222-2222-2222",
    "/certificate/%2e/verify/HCSA-2222-2222-2223",
    "/certificate/%2E%2E/certificate/verify/HCSA-2222-2222-2224",
    "/certificate/verify/HCSA-2222-2222-2225/",
    "/certificate\\verify/HCSA-2222-2222-2226",
    "/c%65rtificate/verify/HCSA-2222-2222-2227",
    "/en/certificate/./verify/HCSA-2222-2222-2228",
  ];
  const answered: number[] = [];
  for (const spelling of spellings) {
    const first = await get(spelling, address);
    // Nothing but the way to the one spelling, which is where the lookup is counted.
    expect(first.statusCode).toBe(308);
    const location = first.headers.location as string;
    expect(location).not.toMatch(/\/\.|\/\/|%2e|\\|\/$/i);
    answered.push((await get(location, address)).statusCode);
  }
  expect(answered.slice(0, 3).every((code) => code !== 429)).toBe(true);
  expect(answered.slice(3)).toEqual(Array(spellings.length - 3).fill(429));
});

test("a write to a non-canonical path is refused before it reaches a handler", async () => {
  const update = "/api/user/update";
  expect((await send("POST", update, "198.19.201.1", "{}")).statusCode).not.toBe(404);
  for (const spelling of ["/api/user/upd%61te", "/api/./user/update", "/api//user/update"]) {
    const res = await send("POST", spelling, "198.19.201.1", "{}");
    expect(res.statusCode).toBe(404);
    expect(res.headers["set-cookie"]).toBeUndefined();
  }
});

test("a visitor's kept answer is kept under its one spelling", async () => {
  const list = "/api/certification/release/course/list?certificationId=101&siteId=1&languageId=1";
  const other = list.replace("/course/list", "/course/./list");
  const seen: (string | undefined)[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await get(other, "198.19.202.1");
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe(list);
    seen.push(res.headers["x-api-cache"] as string | undefined);
  }
  // The other spelling was neither answered from the cache nor kept in it.
  expect(seen).toEqual([undefined, undefined, undefined]);
  const answers = [];
  for (let i = 0; i < 3; i++)
    answers.push((await get(list, "198.19.202.1")).headers["x-api-cache"]);
  expect(answers).toEqual(["miss", "miss", "hit"]);
});
