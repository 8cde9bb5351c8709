import { describe, expect, test } from "vitest";
import type { TenantBrand } from "#contract/site.ts";
import { parseTrackPath } from "../../components/catalogue/links.ts";
import { matchTrackKind } from "./track-kind.ts";

const tenant = (brandTrackPaths: boolean, brandName: string) =>
  ({ brandTrackPaths, brandName }) as TenantBrand;
const kinds = [
  {
    kindType: 0,
    kindName: "General Security Certification",
    pathName: "general-security-certification",
  },
  {
    kindType: 1,
    kindName: "HIKMICRO Security Certification",
    pathName: "hikmicro-security-certification",
  },
];
const main = { tenant: tenant(true, "Hikvision"), kinds };
const thermal = { tenant: tenant(false, "HIKMICRO"), kinds };
const match = (path: string, frame: typeof main) => matchTrackKind(parseTrackPath(path)!, frame);

describe("the kind a track path names (frame §2)", () => {
  test("the brand-security tenant's /{track}/{page} names the track's kind", () => {
    expect(match("/general-security-certification/overview", main)).toEqual({ kind: kinds[0] });
    expect(match("/hikvision-security-certification/classroom", main)).toEqual({
      kind: kinds[1],
    });
  });

  test("/{track}/{page} is not found for another tenant", () => {
    expect(match("/hikvision-security-certification/overview", thermal)).toBeNull();
  });

  test("/{page}/{kind-name} names the kind by its path name", () => {
    expect(match("/classroom/HIKMICRO-security-certification", thermal)).toEqual({
      kind: kinds[1],
    });
    expect(match("/overview/unknown-kind", thermal)).toBeNull();
  });

  test("an older link by kind code moves to the kind's path", () => {
    expect(match("/online-video-courses/hsc", thermal)).toEqual({
      movedTo: "/online-video-courses/hikmicro-security-certification",
    });
    expect(match("/overview/gsc", main)).toEqual({
      movedTo: "/general-security-certification/overview",
    });
  });
});
