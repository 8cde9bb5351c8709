import { describe, expect, test, vi } from "vitest";
import { createApiClient } from "../api-client.ts";
import { runPageStart, signOf, withoutSign } from "./one-click-sign.ts";

/**
 * Frame §4 "Page start": a sign in the URL is verified first; success removes
 * sign and appid and reloads, a verifySignErrorMsg removes them and the page
 * goes on logged out with nothing special shown.
 */

const scope = { siteId: 1, languageId: 1 };
const at = (search: string) => ({ pathname: "/en/search", search, hash: "#top" });

function serverAnswering(body: unknown, status = 200) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
    Response.json(body, { status }),
  );
  const showTips = vi.fn();
  const goToLogin = vi.fn();
  const api = createApiClient(scope, { fetch, showTips, goToLogin });
  const then = { reload: vi.fn(), replace: vi.fn() };
  return { api, fetch, showTips, goToLogin, then };
}

describe("the sign in the URL", () => {
  test("is read with its appid", () => {
    expect(signOf("?keyword=nvr&sign=abc.def&appid=partner")).toEqual({
      sign: "abc.def",
      appId: "partner",
    });
    expect(signOf("?keyword=nvr")).toBeNull();
    expect(signOf("?sign=")).toBeNull();
  });

  test("is removed with appid, the rest of the URL kept", () => {
    expect(withoutSign(at("?keyword=nvr&sign=abc&appid=p"))).toBe("/en/search?keyword=nvr#top");
    expect(withoutSign({ pathname: "/en", search: "?sign=abc&appid=p", hash: "" })).toBe("/en");
  });
});

describe("page start", () => {
  test("a verified sign reloads the page without sign and appid", async () => {
    const { api, fetch, then } = serverAnswering({
      code: 200,
      data: { verifySignErrorMsg: null },
      message: "",
      errorContext: null,
    });
    await expect(runPageStart(api, at("?keyword=nvr&sign=tok&appid=partner"), then)).resolves.toBe(
      "signed-in",
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/user/sso/oneHikIdSign/verify");
    expect(JSON.parse(String(init?.body))).toEqual({
      siteId: 1,
      languageId: 1,
      oneHikIdSign: "tok",
      appId: "partner",
    });
    expect(then.reload).toHaveBeenCalledExactlyOnceWith("/en/search?keyword=nvr#top");
    expect(then.replace).not.toHaveBeenCalled();
  });

  test("a refused sign removes sign and appid and goes on logged out, quietly", async () => {
    const { api, then, showTips } = serverAnswering({
      code: 200,
      data: { verifySignErrorMsg: "sign expired" },
      message: "",
      errorContext: null,
    });
    await expect(runPageStart(api, at("?sign=tok&appid=partner"), then)).resolves.toBe("refused");
    expect(then.replace).toHaveBeenCalledExactlyOnceWith("/en/search#top");
    expect(then.reload).not.toHaveBeenCalled();
    expect(showTips).not.toHaveBeenCalled();
  });

  test("a refused call (too many attempts, bad input) shows nothing either", async () => {
    const { api, then, showTips, goToLogin } = serverAnswering(
      { code: 10022, data: null, message: "Too many sign attempts", errorContext: null },
      429,
    );
    await expect(runPageStart(api, at("?sign=tok&appid=partner"), then)).resolves.toBe("refused");
    expect(then.replace).toHaveBeenCalledOnce();
    expect(showTips).not.toHaveBeenCalled();
    expect(goToLogin).not.toHaveBeenCalled();
  });

  test("a sign without appid is not sent, only removed", async () => {
    const { api, fetch, then } = serverAnswering({});
    await expect(runPageStart(api, at("?sign=tok"), then)).resolves.toBe("refused");
    expect(fetch).not.toHaveBeenCalled();
    expect(then.replace).toHaveBeenCalledWith("/en/search#top");
  });

  test("without a sign nothing happens", async () => {
    const { api, fetch, then } = serverAnswering({});
    await expect(runPageStart(api, at("?keyword=nvr"), then)).resolves.toBe("none");
    expect(fetch).not.toHaveBeenCalled();
    expect(then.reload).not.toHaveBeenCalled();
    expect(then.replace).not.toHaveBeenCalled();
  });
});
