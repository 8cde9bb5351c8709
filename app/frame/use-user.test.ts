import { afterEach, describe, expect, test, vi } from "vitest";
import { USER_REFRESH_MS } from "#contract/identity-rules.ts";
import { createApiClient } from "../api-client.ts";
import { earlyReadsScript } from "./early-reads.ts";
import type { RootData } from "./use-frame.ts";
import {
  createAccountStore,
  earlyUserReads,
  fetchCurrentUser,
  logoutHref,
  startUserRefresh,
} from "./use-user.ts";

const scope = { siteId: 1, languageId: 1 };
const userInfo = (name: string) => ({
  id: 7,
  name,
  firstName: name,
  lastName: "Haddad",
  email: "amira@example.com",
  photoImgUrl: "",
  languageId: 1,
});
const ok = (data: unknown) =>
  Response.json({ code: 200, data, message: "", errorContext: null }, { status: 200 });
const loggedOut = () =>
  Response.json({ code: 401, data: null, message: "", errorContext: null }, { status: 401 });

function client(answers: (() => Response)[]) {
  const fetch = vi.fn(async () => (answers.shift() ?? (() => ok(userInfo("later"))))());
  const goToLogin = vi.fn();
  const showTips = vi.fn();
  return {
    api: createApiClient(scope, { fetch, goToLogin, showTips }),
    fetch,
    goToLogin,
    showTips,
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("reading the profile again (learner §7)", () => {
  test("a session gives the frame's user", async () => {
    const { api, fetch } = client([() => ok(userInfo("Amira"))]);
    await expect(fetchCurrentUser(api)).resolves.toEqual({ id: 7, name: "Amira", photoImgUrl: "" });
    expect(fetch).toHaveBeenCalledWith(
      "/api/user/sso/getUserInfo?siteId=1&languageId=1",
      expect.objectContaining({ credentials: "include" }),
    );
  });

  test("a 401 means logged out, without a trip to login or a dialog", async () => {
    const { api, goToLogin, showTips } = client([loggedOut]);
    await expect(fetchCurrentUser(api)).resolves.toBeNull();
    expect(goToLogin).not.toHaveBeenCalled();
    expect(showTips).not.toHaveBeenCalled();
  });

  test("any other failure leaves the shown user as it is", async () => {
    const { api, showTips } = client([
      () =>
        Response.json({ code: 500, data: null, message: "", errorContext: null }, { status: 500 }),
    ]);
    await expect(fetchCurrentUser(api)).resolves.toBeUndefined();
    expect(showTips).not.toHaveBeenCalled();
  });
});

describe("the refresh every 10 minutes", () => {
  test("reports the profile each time and stops once logged out", async () => {
    vi.useFakeTimers();
    const { api, fetch } = client([
      () => ok(userInfo("Amira")),
      () => ok(userInfo("Amira K")),
      loggedOut,
    ]);
    const seen: unknown[] = [];
    startUserRefresh(api, (user) => seen.push(user?.name ?? null));

    await vi.advanceTimersByTimeAsync(USER_REFRESH_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual(["Amira"]);
    await vi.advanceTimersByTimeAsync(USER_REFRESH_MS * 2);
    expect(seen).toEqual(["Amira", "Amira K", null]);
    await vi.advanceTimersByTimeAsync(USER_REFRESH_MS * 3);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(USER_REFRESH_MS).toBe(600_000);
  });

  test("stops when the frame unmounts", async () => {
    vi.useFakeTimers();
    const { api, fetch } = client([]);
    const stop = startUserRefresh(api, () => undefined);
    stop();
    await vi.advanceTimersByTimeAsync(USER_REFRESH_MS * 2);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("logout (frame §4)", () => {
  test("returns to the page the user is on", () => {
    expect(logoutHref("/en/search", "?keyword=nvr")).toBe(
      "/user/sso/logout?target=%2Fen%2Fsearch%3Fkeyword%3Dnvr",
    );
  });
});

test("logging out of a page that needs a login returns to the site's home", () => {
  expect(logoutHref("/eu/de/my-learning", "?tab=2")).toBe("/user/sso/logout?target=%2Feu%2Fde");
  expect(logoutHref("/en/mobile/my-learning", "")).toBe("/user/sso/logout?target=%2Fen%2Fmobile");
  expect(logoutHref("/ar/exam", "?relationId=201&relationType=0&courseType=0")).toBe(
    "/user/sso/logout?target=%2Far",
  );
});

describe("the learner's read on a page shared by signed-in learners (decision 0034)", () => {
  /** The root data of a page rendered for every signed-in learner, or for its one reader. */
  const rootData = (learnerPending: boolean) =>
    ({
      frame: { site: { siteId: scope.siteId }, language: { id: scope.languageId } },
      learnerPending,
    }) as unknown as RootData;

  test("a shared page starts exactly the read the frame then makes, and the client takes it", async () => {
    const reads = earlyUserReads(rootData(true));
    expect(reads).toHaveLength(1);
    // The page's script, run in a window of its own.
    const window: Record<string, unknown> = {};
    const early = vi.fn(async () => ok(userInfo("early")));
    new Function("window", "fetch", earlyReadsScript(reads))(window, early);
    vi.stubGlobal("window", window);
    expect(early).toHaveBeenCalledWith(
      "/api/user/sso/getUserInfo?siteId=1&languageId=1",
      expect.objectContaining({ method: "GET", credentials: "include" }),
    );
    const later = vi.fn(async () => ok(userInfo("asked again")));
    vi.stubGlobal("fetch", later);
    const api = createApiClient(scope);

    expect((await fetchCurrentUser(api))?.name).toBe("early");
    expect(later).not.toHaveBeenCalled();
    // Taken once: the ten-minute refresh asks the server again.
    expect((await fetchCurrentUser(api))?.name).toBe("asked again");
    expect(later).toHaveBeenCalledTimes(1);
  });

  test("a page rendered for its reader, or outside a site, starts none", () => {
    expect(earlyUserReads(rootData(false))).toEqual([]);
    expect(earlyUserReads({ ...rootData(true), frame: null } as unknown as RootData)).toEqual([]);
    expect(earlyUserReads(undefined)).toEqual([]);
  });
});

describe("the account slot's store (decision 0034)", () => {
  const amira = { id: 7, name: "Amira Haddad", photoImgUrl: "" };

  test("tells its slots of a change, once, and a slot hydrating later starts from the server's", () => {
    const store = createAccountStore({ user: null, pending: true });
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.set({ user: amira, pending: false });
    store.set({ user: amira, pending: false });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual({ user: amira, pending: false });
    expect(store.getServerSnapshot()).toEqual({ user: null, pending: true });
    stop();
    store.set({ user: null, pending: false });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
