import { afterAll, beforeAll, expect, test } from "vitest";
import { createBrowser, createTestApp, type TestApp } from "../../testing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CERTIFICATE_LOOKUPS_PER_MINUTE: "35" });
});
afterAll(() => t.close());

test("CERTIFICATE_LOOKUPS_PER_MINUTE sets the per-client limit on certificate lookups", async () => {
  const client = createBrowser(t.app);
  const codes: number[] = [];
  for (let i = 0; i < 37; i++)
    codes.push(
      (await client.request(`/certificate/verify/HCSA-2222-2222-222${i % 10}`)).statusCode,
    );
  expect(codes.slice(0, 35).every((code) => code === 302)).toBe(true);
  expect(codes.slice(35)).toEqual([429, 429]);
});
