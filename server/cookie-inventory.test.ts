import { afterAll, beforeAll, expect, test } from "vitest";
import { cookieEntryOf } from "#contract/consent-rules.ts";
import { SESSION_TTL_SECONDS } from "./modules/identity/sessions.ts";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "./session-cookie.ts";
import { createTestApp, signUp, type TestApp } from "./testing.ts";

/**
 * Frame §3 "Cookie inventory", §4 "Cookie consent": the server sets only
 * cookies the inventory lists as necessary, so refusing every other category
 * takes nothing away that the portal itself writes; the browser's optional
 * cookies are written only through app/frame/consent.ts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test("every cookie the server sets on the way through the portal is a necessary one of the inventory", async () => {
  const { browser } = await signUp(t.app, { email: "inventory@example.com" }, "/eu/de");
  await browser.follow("/eu/de/search?keyword=camera");
  await browser.request("/api/user/sso/getUserInfo?siteId=8&languageId=3");
  // Sign in again (the provider remembers the session), then sign out through the provider.
  await browser.follow("/user/sso/login?target=%2Fen");
  const logout = await browser.request("/user/sso/logout?target=%2Fen", { method: "POST" });
  const confirm = await browser.follow(String(logout.headers.location));
  const action = /<form[^>]*action="([^"]+)"/.exec(confirm.body)?.[1];
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)?.[1];
  if (action && xsrf)
    await browser.follow(new URL(action, confirm.url).toString(), {
      method: "POST",
      form: { xsrf, logout: "yes" },
    });

  const lines = browser.setCookieLines();
  const names = new Set(lines.map((line) => line.slice(0, line.indexOf("=")).trim()));
  // The walk met the portal's session, its sign-in transaction and the provider's cookies.
  expect(names).toContain(SESSION_COOKIE);
  expect(names).toContain("academy_sso_login");
  expect(names).toContain("_session");
  for (const name of names) {
    const entry = cookieEntryOf(name);
    expect(entry, `${name} is in the inventory`).toBeDefined();
    expect(entry?.category, name).toBe("necessary");
    expect(entry?.writtenBy, name).toBe("server");
  }
  // A cookie's stated lifespan is the one it is set with (deletions aside): by Max-Age, or
  // by Expires as the identity provider writes it.
  let dated = 0;
  for (const line of lines) {
    const name = line.slice(0, line.indexOf("=")).trim();
    const stated = cookieEntryOf(name)?.lifespanSeconds;
    const maxAge = /;\s*max-age=(\d+)/i.exec(line)?.[1];
    const expires = /;\s*expires=([^;]+)/i.exec(line)?.[1];
    if (maxAge !== undefined) {
      if (maxAge === "0") continue;
      expect(Number(maxAge), name).toBe(stated);
    } else if (expires !== undefined) {
      const seconds = (Date.parse(expires) - Date.now()) / 1000;
      if (seconds <= 0) continue;
      expect(Math.abs(seconds - (stated ?? 0)), name).toBeLessThan(120);
    } else {
      expect(stated, `${name} lives until the browser closes`).toBeNull();
    }
    dated += 1;
  }
  expect(dated).toBeGreaterThan(5);
});

test("the inventory names the session cookie both ways, with the session's lifespan", () => {
  for (const name of [SESSION_COOKIE, SECURE_SESSION_COOKIE])
    expect(cookieEntryOf(name)).toMatchObject({
      category: "necessary",
      lifespanSeconds: SESSION_TTL_SECONDS,
    });
});
