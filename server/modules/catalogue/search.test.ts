import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { topics } from "#db/schema/catalogue.ts";
import { createTestApp, hosts, type TestApp } from "../../testing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Two topics sharing an invented word: in one title, in the other's description only (twice).
  await t.database.db.insert(topics).values([
    {
      id: 3990,
      siteId: 1,
      languageId: 1,
      topicName: "Mounting the quolvex bracket",
      description: "<p>A short guide.</p>",
      videoFile: "chapter-1.mp4",
      publishedAt: new Date("2026-01-01T00:00:00Z"),
      searchConfig: "english",
    },
    {
      id: 3991,
      siteId: 1,
      languageId: 1,
      topicName: "Wall brackets compared",
      description: "<p>Includes the quolvex bracket and the other quolvex models.</p>",
      videoFile: "chapter-2.mp4",
      publishedAt: new Date("2026-06-01T00:00:00Z"),
      searchConfig: "english",
    },
  ]);
  t.app.services.catalogue.invalidate();
});
afterAll(() => t.close());

type Result = {
  certifications: { id: number; certificationName: string }[];
  courses: { id: number; courseName: string; summary: string }[];
  videos: { id: number; courseName: string; isTopic: boolean }[];
  total: number;
};

async function search(
  keyword: string | undefined,
  scope: { siteId: number; languageId: number } = { siteId: 1, languageId: 1 },
  extra: Record<string, string> = {},
  host: string = hosts.main,
) {
  const query = new URLSearchParams({
    siteId: String(scope.siteId),
    languageId: String(scope.languageId),
    ...(keyword === undefined ? {} : { keyword }),
    ...extra,
  });
  const res = await t.app.inject({ url: `/api/certification/search?${query}`, headers: { host } });
  return { status: res.statusCode, body: res.json(), data: res.json().data as Result };
}

const names = (r: Result) => [
  ...r.certifications.map((c) => c.certificationName),
  ...r.courses.map((c) => c.courseName),
  ...r.videos.map((v) => v.courseName),
];

describe("GET /certification/search (PostgreSQL full-text search, per language)", () => {
  test("English stemming: 'installing' finds an installation course", async () => {
    const { data } = await search("installing");
    expect(data.courses.map((c) => c.courseName)).toContain("Video Intercom Installation");
    expect("Video Intercom Installation".toLowerCase()).not.toContain("installing");
  });

  test("a partial word finds the whole one", async () => {
    const { data } = await search("surveil");
    expect(data.courses.map((c) => c.courseName)).toContain("Video Surveillance Principles");
  });

  test("German stemming on the German site", async () => {
    const { data } = await search("Netzwerke", { siteId: 8, languageId: 3 });
    expect(data.courses.map((c) => c.courseName)).toContain(
      "Netzwerkgrundlagen für Errichter von Sicherheitstechnik",
    );
    const kamera = (await search("Kamera", { siteId: 8, languageId: 3 })).data;
    expect(kamera.courses.map((c) => c.courseName)).toContain("Grundlagen der IP-Kameras");
  });

  test("Arabic stemming on the Arabic site: the singular finds the plural", async () => {
    const { data } = await search("شبكة", { siteId: 3, languageId: 2 });
    expect(data.courses.map((c) => c.courseName)).toContain(
      "أساسيات الشبكات لفنيي تركيب الأنظمة الأمنية",
    );
    const cameras = (await search("كاميرات", { siteId: 3, languageId: 2 })).data;
    expect(cameras.certifications.length).toBeGreaterThan(0);
    expect(names(cameras).every((n) => /[\u0600-\u06FF]/.test(n))).toBe(true);
  });

  test("a title match ranks above a description match", async () => {
    const { data } = await search("quolvex");
    expect(data.videos.map((v) => v.id)).toEqual([3990, 3991]);
    const recorder = (await search("recorder")).data;
    expect(recorder.videos[0]!.courseName.toLowerCase()).toContain("recorder");
  });

  test("results stay on the site and language asked for", async () => {
    const english = (await search("HCSA")).data;
    expect(english.certifications.map((c) => c.id)).toEqual(expect.arrayContaining([101, 104]));
    expect(english.certifications.every((c) => c.id < 200)).toBe(true);
    expect((await search("كاميرات")).data.total).toBe(0);
    const uk = (await search("HCSA", { siteId: 2, languageId: 1 })).data;
    expect(uk.certifications.map((c) => c.id)).toEqual([501]);
    const thermal = (await search("thermal", { siteId: 19, languageId: 1 }, {}, hosts.thermal))
      .data;
    expect(thermal.certifications.map((c) => c.id).sort()).toEqual([601, 602]);
    const foreign = await search("thermal", { siteId: 1, languageId: 1 }, {}, hosts.thermal);
    expect(foreign.status).toBe(400);
  });

  test("pageSize caps each group; total counts every match", async () => {
    const full = (await search("camera")).data;
    const small = (await search("camera", undefined, { pageSize: "1" })).data;
    expect(small.total).toBe(full.total);
    expect(full.total).toBeGreaterThan(3);
    for (const group of [small.certifications, small.courses, small.videos]) {
      expect(group.length).toBeLessThanOrEqual(1);
    }
    expect((await search("camera", undefined, { pageSize: "10" })).data.courses).toHaveLength(10);
  });

  test("any keyword is safe: quotes, operators, wildcards", async () => {
    for (const keyword of ["camera' or 1=1 --", "&|!():*", "100%_", '"ip camera"', "-camera"]) {
      const res = await search(keyword);
      expect(res.body.code).toBe(200);
    }
    expect((await search("%")).data.total).toBe(0);
  });

  test("bad input is 400 naming the field", async () => {
    for (const [keyword, extra, field] of [
      [undefined, {}, "keyword"],
      ["   ", {}, "keyword"],
      ["camera", { pageSize: "51" }, "pageSize"],
      ["x".repeat(101), {}, "keyword"],
    ] as const) {
      const res = await search(keyword, undefined, extra);
      expect(res.status).toBe(400);
      expect(res.body.errorContext.fields[field]).toBeDefined();
    }
  });
});
