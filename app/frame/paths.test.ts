import { describe, expect, test } from "vitest";
import {
  isExternalUrl,
  loginHref,
  parseSitePath,
  searchPath,
  sitePath,
  toDesktopUrl,
  toMobileUrl,
} from "./paths.ts";

describe("site paths", () => {
  test("splits prefix, layout and page path", () => {
    expect(parseSitePath("/en")).toEqual({
      siteName: "en",
      prefix: "/en",
      mobile: false,
      rest: "/",
    });
    expect(parseSitePath("/eu/de/mobile/search")).toEqual({
      siteName: "eu/de",
      prefix: "/eu/de",
      mobile: true,
      rest: "/search",
    });
    expect(parseSitePath("/asia/en/mobile/")).toMatchObject({ mobile: true, rest: "/" });
    expect(parseSitePath("/en/mobilexyz")).toMatchObject({ mobile: false, rest: "/mobilexyz" });
    expect(parseSitePath("/")).toBeNull();
  });

  test("builds links in either layout", () => {
    expect(sitePath("/en", "/", false)).toBe("/en");
    expect(sitePath("/en", "/", true)).toBe("/en/mobile");
    expect(sitePath("/eu/de", "/search?keyword=a", true)).toBe("/eu/de/mobile/search?keyword=a");
    expect(sitePath("/en", "faq", false)).toBe("/en/faq");
    expect(sitePath("/en", "?x=1", true)).toBe("/en/mobile?x=1");
  });
});

describe("desktop and mobile twins (learner §2)", () => {
  test("the mobile twin inserts /mobile after the site prefix and keeps the query", () => {
    expect(toMobileUrl("/en")).toBe("/en/mobile");
    expect(toMobileUrl("/en/search", "?keyword=ip%20camera")).toBe(
      "/en/mobile/search?keyword=ip%20camera",
    );
    expect(toMobileUrl("/eu/ch/exception/notFound")).toBe("/eu/ch/mobile/exception/notFound");
    expect(toMobileUrl("/asia/en/", "", "#top")).toBe("/asia/en/mobile#top");
  });

  test("the desktop twin removes it", () => {
    expect(toDesktopUrl("/en/mobile")).toBe("/en");
    expect(toDesktopUrl("/eu/de/mobile/search", "?keyword=x")).toBe("/eu/de/search?keyword=x");
  });

  test("a page already in the wanted layout has no twin to go to", () => {
    expect(toMobileUrl("/en/mobile/search")).toBeNull();
    expect(toDesktopUrl("/en/search")).toBeNull();
    expect(toMobileUrl("/")).toBeNull();
  });
});

describe("header links", () => {
  test("search and login encode what they carry", () => {
    expect(searchPath("ip camera & nvr")).toBe("/search?keyword=ip%20camera%20%26%20nvr");
    expect(loginHref("/en/search", "?keyword=a b")).toBe(
      "/user/sso/login?target=%2Fen%2Fsearch%3Fkeyword%3Da%20b",
    );
  });

  test("tells external addresses from site paths", () => {
    expect(isExternalUrl("https://example.com")).toBe(true);
    expect(isExternalUrl("//cdn.example.com/x")).toBe(true);
    expect(isExternalUrl("mailto:a@b.c")).toBe(true);
    expect(isExternalUrl("/faq")).toBe(false);
    expect(isExternalUrl("news")).toBe(false);
  });
});
