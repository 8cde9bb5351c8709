import { describe, expect, test } from "vitest";
import { buildMenus, kindSlug, trackPath } from "./menus.ts";

const mainTenant = { brandTrackPaths: true, brandName: "Hikvision" };
const thermalTenant = { brandTrackPaths: false, brandName: "HIKMICRO" };

describe("track links (learner §2)", () => {
  test("the brand-security tenant has /{track}/{page}", () => {
    expect(trackPath(mainTenant, "general", "overview")).toBe(
      "/general-security-certification/overview",
    );
    expect(trackPath(mainTenant, "brand", "online-video-courses")).toBe(
      "/hikvision-security-certification/online-video-courses",
    );
  });

  test("other tenants have /{page}/{kind-name}", () => {
    expect(trackPath(thermalTenant, "brand", "classroom")).toBe(
      "/classroom/hikmicro-security-certification",
    );
    expect(trackPath(thermalTenant, "general", "overview")).toBe(
      "/overview/general-security-certification",
    );
    expect(kindSlug("  Security  Academy security certification ")).toBe(
      "security-academy-security-certification",
    );
  });
});

describe("header menus (frame §2)", () => {
  const frame = {
    tenant: {
      ...mainTenant,
      code: "main",
      contactEmail: "",
      gatherInformation: false,
      offersLogout: true,
      brandPalette: [],
    },
    site: { nonCertificationMenu: true },
    hideInstructorLed: false,
    hideGeneralCertification: false,
  };

  test("general, brand and non-certification groups with three track pages each", () => {
    const menus = buildMenus(frame);
    expect(menus.map((g) => g.key)).toEqual(["general", "brand", "nonCertification"]);
    expect(menus[1]!.items).toEqual([
      { key: "overview", path: "/hikvision-security-certification/overview" },
      { key: "selfPaced", path: "/hikvision-security-certification/online-video-courses" },
      { key: "instructorLed", path: "/hikvision-security-certification/classroom" },
    ]);
    expect(menus[2]!.items.map((i) => i.path)).toEqual([
      "/educational-video/list",
      "/workshop-seminar/list",
    ]);
  });

  test("the flags hide the non-certification menu, instructor-led training and the general track", () => {
    const menus = buildMenus({
      ...frame,
      site: { nonCertificationMenu: false },
      hideInstructorLed: true,
      hideGeneralCertification: true,
    });
    expect(menus.map((g) => g.key)).toEqual(["brand"]);
    expect(menus[0]!.items.map((i) => i.key)).toEqual(["overview", "selfPaced"]);
  });
});
