import { expect, test } from "vitest";
import { footerHref } from "./footer-links.ts";

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
