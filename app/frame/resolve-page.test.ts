import { RouterContextProvider } from "react-router";
import { describe, expect, test, vi } from "vitest";
import { pageContext, portalContext } from "#app/context.ts";
import type { PortalContext, SitePortal } from "#contract/portal-context.ts";
import { resolvePage } from "./resolve-page.ts";

const enSite = { scope: { siteId: 1, languageId: 1 } } as SitePortal;

function run(path: string, options: { cookie?: string; sites?: Record<string, SitePortal> } = {}) {
  const sites = options.sites ?? { en: enSite };
  const site = vi.fn((input: { siteName: string }) => sites[input.siteName] ?? null);
  const portal = { defaultSitePrefix: () => "/en", site } as unknown as PortalContext;
  const context = new RouterContextProvider();
  context.set(portalContext, portal);
  const url = new URL(path, "http://localhost");
  // A client navigation fetches `{path}.data`; React Router hands loaders the page's own address.
  const request = new Request(`${url.href}.data`, {
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  const next = vi.fn(async () => new Response("page"));
  const args = { request, url, context, params: {}, pattern: "" };
  const result = Promise.resolve().then(() => resolvePage(args, next));
  return { result, next, site, page: () => context.get(pageContext) };
}

describe("the root middleware resolves the page once", () => {
  test("a site page: the site of the path (the portal chooses its language)", async () => {
    const { result, next, site, page } = run("/en/mobile/search", {
      cookie: "languageCheckedId=2",
    });
    await result;
    expect(site).toHaveBeenCalledExactlyOnceWith({ siteName: "en" });
    expect(next).toHaveBeenCalledOnce();
    expect(page().site).toBe(enSite);
    expect(page().path).toMatchObject({ prefix: "/en", mobile: true, rest: "/search" });
  });

  test('outside every site ("/") there is no site and the page goes on', async () => {
    const { result, next, site, page } = run("/");
    await result;
    expect(site).not.toHaveBeenCalled();
    expect(next).toHaveBeenCalledOnce();
    expect(page()).toEqual({ path: null, site: null });
  });

  test("a prefix naming no site goes to the default site's not-found page, in its layout", async () => {
    const { result, next } = run("/xx/mobile/search");
    const thrown = await result.catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe("/en/mobile/exception/notFound");
    expect(next).not.toHaveBeenCalled();
  });

  test("a prefix in other letters goes to its one spelling, with the query (decision 0044)", async () => {
    for (const [path, canonical] of [
      ["/EN/mobile/search?keyword=a", "/en/mobile/search?keyword=a"],
      ["/En/certificate/verify/HCSA-1", "/en/certificate/verify/HCSA-1"],
      ["/EU/de/news", "/eu/de/news"],
    ] as const) {
      const { result, next, site } = run(path);
      const thrown = (await result.catch((error: unknown) => error)) as Response;
      expect(thrown.status).toBe(308);
      expect(thrown.headers.get("location")).toBe(canonical);
      expect(site).not.toHaveBeenCalled();
      expect(next).not.toHaveBeenCalled();
    }
  });

  test("the default site itself missing is a 404, not a redirect loop", async () => {
    const { result } = run("/en/search", { sites: {} });
    const thrown = await result.catch((error: unknown) => error);
    expect((thrown as { init: ResponseInit }).init.status).toBe(404);
  });
});
