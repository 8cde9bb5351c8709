import { expect, test } from "vitest";
import type { FooterLink } from "#contract/site.ts";
import { footerHref, linksToCookieManager } from "./footer-links.ts";

test("relative links live below the site prefix, absolute ones open a new tab", () => {
  expect(footerHref("/faq", { prefix: "/en", mobile: false })).toEqual({
    href: "/en/faq",
    external: false,
    newTab: false,
  });
  expect(footerHref("/faq", { prefix: "/eu/de", mobile: true }).href).toBe("/eu/de/mobile/faq");
  expect(footerHref("https://x.example/p", { prefix: "/en", mobile: false })).toEqual({
    href: "https://x.example/p",
    external: true,
    newTab: true,
  });
  expect(footerHref("mailto:a@b.c", { prefix: "/en", mobile: false }).newTab).toBe(false);
});

test("a footer config without a link to the cookie manager is noticed", () => {
  const link = (linkUrl: string): FooterLink => ({
    id: 1,
    areaKind: 3,
    linkTitle: "x",
    linkUrl,
    linkImage: "",
  });
  expect(linksToCookieManager([link("/faq"), link(" /cookies-preferences ")])).toBe(true);
  expect(linksToCookieManager([link("/cookies-preferences/?from=footer")])).toBe(true);
  expect(linksToCookieManager([link("/faq"), link("https://x.example/cookies-preferences")])).toBe(
    false,
  );
  expect(linksToCookieManager([])).toBe(false);
});
