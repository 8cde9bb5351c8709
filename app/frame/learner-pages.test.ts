import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, test } from "vitest";
import routes from "../routes.ts";
import {
  isLearnerPage,
  isSharedWithLearners,
  READS_NO_LEARNER,
  readsLearner,
} from "./learner-pages.ts";

/** Every page route of one site prefix's desktop layout: its path below the prefix and its module. */
function pagesOf(entries: RouteConfigEntry[]): { rest: string; file: string }[] {
  const desktop = entries.find((entry) => entry.id === "site-desktop");
  return (desktop?.children ?? []).map((entry) => ({
    rest: entry.index ? "/" : `/${entry.path}`,
    file: entry.file,
  }));
}

describe("pages shared by every signed-in learner (decision 0027)", () => {
  test("exactly the pages whose loaders read the learner are the learner's own", () => {
    const pages = pagesOf(routes);
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) {
      const source = readFileSync(path.join("app", page.file), "utf8");
      // A loader reading the signed-in user renders for that user: it must never be shared.
      const readsLearner = /\bcurrentUser\(\)/.test(source);
      expect({ page: page.rest, own: isLearnerPage(page.rest) }).toEqual({
        page: page.rest,
        own: readsLearner,
      });
    }
  });

  test("documents below a site prefix are shared; loader data and the learner's pages are not", () => {
    expect(isSharedWithLearners("/en")).toBe(true);
    expect(isSharedWithLearners("/eu/de/mobile/certification/detail/101?tab=2")).toBe(true);
    expect(isSharedWithLearners("/en/news")).toBe(true);
    // A page's loader data carries the learner's own facts.
    expect(isSharedWithLearners("/en/certification/detail/101.data")).toBe(false);
    expect(isSharedWithLearners("/en.data?_routes=root")).toBe(false);
    for (const own of [
      "/en/my-learning",
      "/en/mobile/my-learning/edit",
      "/asia/en/exam?id=3",
      "/en/payment/order/7",
      "/en/invitation/practical-exam?code=X",
      "/en/classroom/check-in?token=t",
    ])
      expect(isSharedWithLearners(own)).toBe(false);
    // Encoded as the router decodes it, or not decodable at all: never shared.
    expect(isSharedWithLearners("/en/my%2Dlearning")).toBe(false);
    expect(isSharedWithLearners("/en/certification/detail/101%2Edata")).toBe(false);
    expect(isSharedWithLearners("/en/news/%E0%A4%A")).toBe(false);
    // Outside every site ("/" picks the learner's site) nothing is shared.
    expect(isSharedWithLearners("/")).toBe(false);
    // A page whose name only starts like one of the learner's own is shared.
    expect(isSharedWithLearners("/en/my-learning-paths")).toBe(true);
  });

  test("a page's data is read again for the learner unless its route says it reads none of theirs", () => {
    expect(readsLearner([undefined, undefined, { breadcrumb: "x" }])).toBe(true);
    expect(readsLearner([undefined, READS_NO_LEARNER])).toBe(false);
    // A page that reads the learner is never shared, so saying it reads none would be a lie.
    for (const page of pagesOf(routes)) {
      const source = readFileSync(path.join("app", page.file), "utf8");
      if (source.includes("handle = READS_NO_LEARNER"))
        expect(isLearnerPage(page.rest)).toBe(false);
    }
  });
});
