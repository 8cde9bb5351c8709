import { expect, test } from "vitest";
import { siteNameFromPath } from "./site-paths.ts";

test.each([
  ["/", null],
  ["/en", { siteName: "en", rest: "/" }],
  ["/en/search", { siteName: "en", rest: "/search" }],
  ["/eu/de", { siteName: "eu/de", rest: "/" }],
  ["/eu/de/x/y", { siteName: "eu/de", rest: "/x/y" }],
  ["/asia/en/mobile", { siteName: "asia/en", rest: "/mobile" }],
  ["/eu", { siteName: "eu", rest: "/" }],
])("the site name of %s", (path, expected) => expect(siteNameFromPath(path)).toEqual(expected));
