import { describe, expect, expectTypeOf, test, vi } from "vitest";
import type { ApiResponse } from "#contract/api.ts";
import { allCodes } from "#contract/codes.ts";
import {
  API_TIMEOUT_MS,
  SYSTEM_ERROR,
  buildApiRequest,
  createApiClient,
  errorText,
  opensTipsDialog,
} from "./api-client.ts";
import ar from "./i18n/locales/ar/common.json" with { type: "json" };
import en from "./i18n/locales/en/common.json" with { type: "json" };

const scope = { siteId: 15, languageId: 4 };

describe("where siteId and languageId go (ARCHITECTURE §4)", () => {
  test("a GET carries them in the query, after /api", () => {
    const { url, init } = buildApiRequest(
      "GET",
      "/certification/footer/searchFooter",
      { a: "x y" },
      scope,
    );
    expect(url).toBe("/api/certification/footer/searchFooter?siteId=15&languageId=4&a=x+y");
    expect(init.body).toBeUndefined();
    expect(init.credentials).toBe("include");
  });

  test("a POST carries them in the JSON body", () => {
    const { url, init } = buildApiRequest(
      "POST",
      "/certification/countryLanguage/getList",
      { x: [1, 2] },
      scope,
    );
    expect(url).toBe("/api/certification/countryLanguage/getList");
    expect(JSON.parse(String(init.body))).toEqual({ siteId: 15, languageId: 4, x: [1, 2] });
    expect(init.headers).toMatchObject({ "Content-Type": "application/json" });
  });

  test("/front-api/ calls carry neither", () => {
    expect(buildApiRequest("GET", "/front-api/site/getByName", { siteName: "en" }, scope).url).toBe(
      "/api/front-api/site/getByName?siteName=en",
    );
    const post = buildApiRequest("POST", "/front-api/getSiteInfo", { siteName: "en" }, scope);
    expect(JSON.parse(String(post.init.body))).toEqual({ siteName: "en" });
  });

  test("arrays repeat in the query and empty values stay out", () => {
    const { url } = buildApiRequest("GET", "/x", { id: [1, 2], skip: undefined, none: null }, null);
    expect(url).toBe("/api/x?id=1&id=2");
  });
});

describe("the client", () => {
  test("returns the envelope and times out after 20 seconds", async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      expect(init?.signal).toBeInstanceOf(AbortSignal);
      return Response.json({ code: 200, data: [{ id: 1 }], message: "", errorContext: null });
    });
    const client = createApiClient(scope, { fetch });
    await expect(client.get("/certification/footer/searchFooter")).resolves.toEqual({
      code: 200,
      data: [{ id: 1 }],
      message: "",
      errorContext: null,
    });
    expect(API_TIMEOUT_MS).toBe(20_000);
  });

  test("a failed list call yields an empty list and reports the refusal", async () => {
    const onRefusal = vi.fn();
    const refused = createApiClient(scope, {
      onRefusal,
      fetch: async () =>
        Response.json({ code: 401, data: null, message: "", errorContext: null }, { status: 401 }),
    });
    await expect(refused.list("POST", "/certification/countryLanguage/getList")).resolves.toEqual(
      [],
    );
    expect(onRefusal).toHaveBeenCalledWith(expect.objectContaining({ code: 401 }));

    const offline = createApiClient(scope, {
      fetch: async () => {
        throw new TypeError("Failed to fetch");
      },
    });
    await expect(offline.list("GET", "/certification/language/multi")).resolves.toEqual([]);
    const broken = createApiClient(scope, {
      fetch: async () => new Response("<html>", { status: 502 }),
    });
    await expect(broken.get("/certification/footer/searchFooter")).resolves.toMatchObject({
      code: 500,
      data: null,
    });
  });
});

const envelope = (code: number, extra: Record<string, unknown> = {}) => ({
  code,
  data: null,
  message: "",
  errorContext: null,
  ...extra,
});

/** A client whose every call answers `body` with HTTP `status`, and what it did. */
function answering(
  status: number,
  body: unknown,
  at = { pathname: "/en/search", search: "?keyword=nvr" },
) {
  const showTips = vi.fn();
  const goToLogin = vi.fn();
  const goToNotFound = vi.fn();
  const fetch = vi.fn(async () =>
    typeof body === "string" ? new Response(body, { status }) : Response.json(body, { status }),
  );
  const client = createApiClient(scope, {
    fetch,
    showTips,
    goToLogin,
    goToNotFound,
    currentLocation: () => at,
    texts: texts({ "error.10024": "Already registered", "error.10018": "Only on {{site}}" }),
  });
  return { client, fetch, showTips, goToLogin, goToNotFound };
}

/** A stand-in for the translator: known keys and {{name}} interpolation. */
function texts(known: Record<string, string>, language = "en") {
  return {
    language,
    exists: (key: string) => key in known,
    t: (key: string, values?: Record<string, unknown>) =>
      (known[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name])),
  };
}

describe("what the caller's payload may override", () => {
  test("an explicit languageId wins over the page's (updateLanguageId)", () => {
    const { init } = buildApiRequest("POST", "/user/updateLanguageId", { languageId: 9 }, scope);
    expect(JSON.parse(String(init.body))).toEqual({ siteId: 15, languageId: 9 });
    const get = buildApiRequest("GET", "/x", { languageId: 9 }, scope);
    expect(get.url).toBe("/api/x?siteId=15&languageId=9");
  });

  test("an undefined value does not erase the page's", () => {
    const { init } = buildApiRequest("POST", "/x", { languageId: undefined, a: 1 }, scope);
    expect(JSON.parse(String(init.body))).toEqual({ siteId: 15, languageId: 4, a: 1 });
  });

  test("a path with its own query keeps it and gets the scope after it", () => {
    const { url } = buildApiRequest("GET", "/x?releaseCertificationId=3", {}, scope);
    expect(url).toBe("/api/x?releaseCertificationId=3&siteId=15&languageId=4");
  });
});

describe("HTTP 401 (learner §6, §8)", () => {
  test("sends the browser to login with the current path and query as target", async () => {
    const { client, goToLogin, showTips } = answering(401, envelope(401));
    await expect(
      client.post("/user/registration/addRegistration", { relationId: 1 }),
    ).resolves.toMatchObject({
      code: 401,
    });
    expect(goToLogin).toHaveBeenCalledExactlyOnceWith(
      "/user/sso/login?target=%2Fen%2Fsearch%3Fkeyword%3Dnvr",
    );
    expect(showTips).not.toHaveBeenCalled();
  });

  test("a 401 without an envelope (a proxy's page) still goes to login", async () => {
    const { client, goToLogin } = answering(401, "Unauthorized");
    await expect(client.get("/certification/footer/searchFooter")).resolves.toMatchObject({
      code: 401,
      data: null,
    });
    expect(goToLogin).toHaveBeenCalledOnce();
  });

  test("several refused calls make one trip to login", async () => {
    const { client, goToLogin } = answering(401, envelope(401));
    await Promise.all([
      client.get("/certification/footer/searchFooter"),
      client.get("/certification/siteFeedback/getBySiteId"),
      client.post("/certification/seo/getRelBySiteId"),
    ]);
    expect(goToLogin).toHaveBeenCalledOnce();
  });

  test("a caller that only wants to know (the profile refresh) is not redirected", async () => {
    const { client, goToLogin } = answering(401, envelope(401));
    await expect(
      client.get("/user/sso/getUserInfo", {}, { loginRedirect: false }),
    ).resolves.toMatchObject({ code: 401 });
    expect(goToLogin).not.toHaveBeenCalled();
  });
});

describe("quiet codes and the Tips dialog (learner §8)", () => {
  test.each([404, 10026])("code %i opens no dialog", async (code) => {
    const { client, showTips, goToNotFound } = answering(code === 404 ? 404 : 400, envelope(code));
    await client.get("/certification/footer/searchFooter");
    expect(showTips).not.toHaveBeenCalled();
    expect(goToNotFound).not.toHaveBeenCalled();
  });

  test("a page-level detail fetch sends 404 to the site's not-found page", async () => {
    const { client, goToNotFound } = answering(404, envelope(404), {
      pathname: "/eu/de/mobile/certification/detail",
      search: "?id=9",
    });
    await client.get(
      "/certification/release/certification/detail",
      { id: 9 },
      {
        notFoundPage: true,
      },
    );
    expect(goToNotFound).toHaveBeenCalledExactlyOnceWith("/eu/de/mobile/exception/notFound");
  });

  test("any other code opens the dialog with its text", async () => {
    const { client, showTips } = answering(400, envelope(10024, { message: "Repeat" }));
    const result = await client.post("/user/registration/addRegistration", { relationId: 1 });
    expect(result.code).toBe(10024);
    expect(showTips).toHaveBeenCalledExactlyOnceWith("Already registered");
  });

  test("the invitation and sales-use calls show their own texts", async () => {
    const invitation = answering(400, envelope(10005));
    await expect(
      invitation.client.post("/user/invitation/use", { code: "x" }),
    ).resolves.toMatchObject({ code: 10005 });
    const sales = answering(400, envelope(10005));
    await expect(
      sales.client.post("/user/invitation/sales/use", {
        code: "x",
        relationId: 1,
        relationType: 0,
      }),
    ).resolves.toMatchObject({ code: 10005 });
    expect(invitation.showTips).not.toHaveBeenCalled();
    expect(sales.showTips).not.toHaveBeenCalled();
  });

  test("a caller may handle a refusal itself", async () => {
    const { client, showTips } = answering(400, envelope(10024));
    await client.post("/certification/seo/getRelBySiteId", {}, { quiet: true });
    expect(showTips).not.toHaveBeenCalled();
  });

  test("a network failure or timeout yields an empty result, quietly", async () => {
    const showTips = vi.fn();
    const offline = createApiClient(scope, {
      showTips,
      fetch: async () => {
        throw new DOMException("The operation timed out.", "TimeoutError");
      },
    });
    await expect(offline.get("/certification/footer/searchFooter")).resolves.toMatchObject({
      data: null,
    });
    expect(showTips).not.toHaveBeenCalled();
  });
});

describe("the text of a refusal (learner §8)", () => {
  const known = texts({
    "error.400": "Data anomaly",
    "error.501": "Could not complete",
    "error.10018": "Valid only on the {{site}} site",
  });
  const refusal = (
    code: number,
    message = "",
    errorContext: Record<string, unknown> | null = null,
  ) => ({ code, data: null, message, errorContext }) as Parameters<typeof errorText>[0];

  test("the text for error.{code} comes first", () => {
    expect(errorText(refusal(400, "siteId is required"), known)).toBe("Data anomaly");
  });

  test("then the server's message, then System Error", () => {
    expect(errorText(refusal(10002, "Repeat submit"), known)).toBe("Repeat submit");
    expect(errorText(refusal(10002, "  "), known)).toBe(SYSTEM_ERROR);
    expect(errorText(refusal(10002), undefined)).toBe("System Error");
  });

  test("501 shows the server message itself", () => {
    expect(errorText(refusal(501, "The VAT service said no"), known)).toBe(
      "The VAT service said no",
    );
    expect(errorText(refusal(501), known)).toBe("Could not complete");
  });

  test("10018 names the site of errorContext.codeValidWithSite, by its country in the page's language", () => {
    const uk = { siteId: 2, siteName: "uk", pathPrefix: "/uk", countryCode: "GB" };
    expect(errorText(refusal(10018, "", { codeValidWithSite: uk }), known)).toBe(
      "Valid only on the United Kingdom site",
    );
    const arabic = texts({ "error.10018": "صالح فقط على موقع {{site}}" }, "ar");
    expect(errorText(refusal(10018, "", { codeValidWithSite: uk }), arabic)).toBe(
      "صالح فقط على موقع المملكة المتحدة",
    );
    // A global site serves no one country: its name.
    const global = { siteId: 27, siteName: "asia/en", pathPrefix: "/asia/en", countryCode: null };
    expect(errorText(refusal(10018, "", { codeValidWithSite: global }), known)).toBe(
      "Valid only on the asia/en site",
    );
  });

  test("only the spec's quiet codes and the own-dialog paths skip the dialog", () => {
    expect(opensTipsDialog("/x", 200)).toBe(false);
    expect(opensTipsDialog("/x", 401)).toBe(false);
    expect(opensTipsDialog("/x", 404)).toBe(false);
    expect(opensTipsDialog("/x", 10026)).toBe(false);
    expect(opensTipsDialog("/x", 400)).toBe(true);
    expect(opensTipsDialog("/user/invitation/use?x=1", 10005)).toBe(false);
  });
});

describe("the language packs", () => {
  test.each([
    ["en", en],
    ["ar", ar],
  ])("%s has a text for every code of the catalogue", (_name, pack) => {
    const errors = pack.error as Record<string, string>;
    const missing = allCodes.filter((code) => code !== 200 && !errors[String(code)]);
    expect(missing).toEqual([]);
    expect(errors["10018"]).toContain("{{site}}");
  });

  test("the Arabic texts are Arabic", () => {
    const errors = ar.error as Record<string, string>;
    for (const code of allCodes.filter((c) => c !== 200))
      expect(errors[String(code)]).toMatch(/[\u0600-\u06FF]/);
    expect(ar.tips.title).toMatch(/[\u0600-\u06FF]/);
  });
});

describe("uploads", () => {
  test("post multipart form data with the scope in the query", async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      Response.json(envelope(200, { data: { photoImgUrl: "/uploads/avatars/a.png" } })),
    );
    const client = createApiClient(scope, { fetch });
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array([1])], { type: "image/png" }), "a.png");
    await expect(client.upload("/user/image/upload", form)).resolves.toMatchObject({ code: 200 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/user/image/upload?siteId=15&languageId=4");
    expect(init?.body).toBe(form);
    expect(init?.credentials).toBe("include");
  });
});

describe("the contract types the calls (checked by the type check)", () => {
  const client = createApiClient(scope, {
    fetch: async () => Response.json(envelope(200, { data: [] })),
  });

  test("the path picks the answer's data", () => {
    expectTypeOf(client.get("/user/invitation/getDetail", { invitationCode: "x" }))
      .resolves.toHaveProperty("data")
      .toEqualTypeOf<ApiResponse<"/user/invitation/getDetail"> | null>();
    expectTypeOf<ApiResponse<"/user/invitation/getDetail">>().toHaveProperty("kind");
    expectTypeOf(
      client.list("POST", "/certification/countryLanguage/getList"),
    ).resolves.toEqualTypeOf<ApiResponse<"/certification/countryLanguage/getList">>();
  });

  test("a call the contract does not have, or with other parameters, is a type error", async () => {
    // @ts-expect-error: no such call
    await client.get("/user/invitation/details");
    // @ts-expect-error: addRegistration is a POST
    await client.get("/user/registration/addRegistration", { relationId: 1 });
    // @ts-expect-error: relationId is required
    await client.post("/user/registration/addRegistration", {});
    // @ts-expect-error: relationId is a number
    await client.post("/user/registration/addRegistration", { relationId: "1" });
    // siteId and languageId come from the page; a languageId the caller gives wins.
    await client.post("/user/updateLanguageId", { languageId: 9 });
  });
});
