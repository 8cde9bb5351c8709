import { describe, expect, test } from "vitest";
import {
  certificationDetailPath,
  courseDetailPath,
  courseRowPath,
  examPath,
  kindPagePath,
  parseTrackPath,
} from "./links.ts";
import { trackPath } from "../../frame/menus.ts";

describe("catalogue paths (learner §2)", () => {
  test("detail pages", () => {
    expect(certificationDetailPath(101)).toBe("/certification/detail/101");
    expect(certificationDetailPath(101, "#take-exam")).toBe("/certification/detail/101#take-exam");
    expect(courseDetailPath(2001, 1)).toBe("/course/detail/2001?courseType=1");
    expect(courseRowPath({ id: 3001, isTopic: true, courseType: 1 })).toBe("/topic/detail/3001");
    expect(courseRowPath({ id: 2001, isTopic: false, courseType: 0 })).toBe(
      "/course/detail/2001?courseType=0",
    );
    expect(examPath(101, 0)).toBe("/exam?relationId=101&relationType=0&courseType=0");
    expect(examPath(2001, 1)).toBe("/exam?relationId=2001&relationType=1&courseType=1");
  });

  test("track pages of the brand-security tenant and of the others", () => {
    const main = { brandTrackPaths: true, brandName: "Hikvision" };
    const thermal = { brandTrackPaths: false, brandName: "HIKMICRO" };
    expect(kindPagePath(main, { kindType: 1, pathName: "x" }, "overview")).toBe(
      "/hikvision-security-certification/overview",
    );
    expect(
      kindPagePath(
        thermal,
        { kindType: 0, pathName: "general-security-certification" },
        "classroom",
      ),
    ).toBe("/classroom/general-security-certification");
    expect(
      kindPagePath(
        thermal,
        { kindType: 1, pathName: "hikmicro-security-certification" },
        "overview",
      ),
    ).toBe("/overview/hikmicro-security-certification");
  });

  test("the menus take the kind list's path names (frame §2, learner §2)", () => {
    const neutral = { brandTrackPaths: false, brandName: "Security Academy" };
    const kinds = [
      { kindType: 0, pathName: "general-security-certification" },
      { kindType: 1, pathName: "security-academy-product-certification" },
    ];
    expect(trackPath(neutral, "brand", "online-video-courses", kinds)).toBe(
      "/online-video-courses/security-academy-product-certification",
    );
    expect(trackPath(neutral, "brand", "overview")).toBe(
      "/overview/security-academy-security-certification",
    );
    expect(
      trackPath({ brandTrackPaths: true, brandName: "Hikvision" }, "brand", "classroom", kinds),
    ).toBe("/hikvision-security-certification/classroom");
  });
});

describe("what a track path names (frame §2)", () => {
  test("the brand tenant's /{track}/{page}", () => {
    expect(parseTrackPath("/hikvision-security-certification/online-video-courses")).toEqual({
      style: "brand",
      track: "brand",
      page: "online-video-courses",
    });
    expect(parseTrackPath("/general-security-certification/classroom")).toMatchObject({
      track: "general",
      page: "classroom",
    });
    expect(parseTrackPath("/general-security-certification/other")).toBeNull();
  });

  test("the other tenants' /{page}/{kind-name}, decoded and lower-cased", () => {
    expect(parseTrackPath("/overview/HIKMICRO-security-certification")).toEqual({
      style: "kind",
      kindName: "hikmicro-security-certification",
      page: "overview",
    });
    expect(parseTrackPath("/classroom/%D8%B4%D9%87%D8%A7%D8%AF%D8%A9")).toMatchObject({
      kindName: "شهادة",
    });
    expect(parseTrackPath("/overview")).toBeNull();
    expect(parseTrackPath("/news/hsc")).toBeNull();
    expect(parseTrackPath("/overview/%E0%A4%A")).toBeNull();
  });
});
