import { describe, expect, test } from "vitest";
import { decodeQr, linkTargets, openPdf as open, pagesText } from "./pdf-reading.testing.ts";
import {
  certificateTexts,
  renderCompanyCertificatePdf,
  renderCompletionCertificatePdf,
  type CompanyCertificateDocument,
  type CompletionCertificateDocument,
} from "./document.ts";

const certifications = [
  ["Hikvision Certified Security Associate (HCSA)", "Associate"],
  ["Hikvision Certified Security Professional – Video Intercom (HCSP-VI)", "Professional"],
  ["Hikvision Certified Security Expert (HCSE)", "Expert"],
] as const;

/** Staff with distinct Latin names and numbers. */
const staff = (count: number): CompanyCertificateDocument["staff"] =>
  Array.from({ length: count }, (_, i) => {
    const [certificationName, level] = certifications[i % certifications.length]!;
    return {
      holderName: `Holder${String(i + 1).padStart(3, "0")} Example`,
      certificationName,
      level,
      number: `HCSA-${String(i + 1).padStart(4, "0")}-K2XD-93PF`,
      validUntil: new Date(Date.UTC(2027, i % 12, 1 + (i % 28))),
    };
  });

const company: CompanyCertificateDocument = {
  companyName: "Northwind Security Systems GmbH",
  vatNumber: "DE312456789",
  issuedAt: new Date("2026-03-15T10:00:00Z"),
  language: "en",
  brandName: "Hikvision",
  staff: staff(60),
  verifyBaseUrl: "https://academy.example/certificate/verify/",
};

const arabicCompany: CompanyCertificateDocument = {
  ...company,
  companyName: "شركة الأمل للأنظمة الأمنية",
  vatNumber: "300123456700003",
  language: "ar",
  staff: [
    { ...staff(1)[0]!, holderName: "ليلى حداد", level: "مشارك" },
    { ...staff(2)[1]!, holderName: "Jonathan Müller-Łukasiewicz", level: "محترف" },
  ],
};

const completion: CompletionCertificateDocument = {
  number: "COURSE-7Q4M-K2XD-93PF",
  holderName: "Jonathan Müller-Łukasiewicz",
  courseName: "Video Intercom Installation Basics",
  completedAt: new Date("2026-03-15T10:00:00Z"),
  language: "en",
  brandName: "Hikvision",
  verifyUrl: "https://academy.example/certificate/verify/COURSE-7Q4M-K2XD-93PF",
};

/** Drops white space: cells wrap and spaced capitals come out letter by letter. */
const compact = (text = "") => text.replace(/\s/g, "");

describe("the company certificate PDF", () => {
  test("a long list continues over A4 portrait pages and names every holder", async () => {
    const bytes = await renderCompanyCertificatePdf(company);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const pdf = await open(bytes);
    expect(pdf.numPages).toBeGreaterThan(1);
    const [, , width, height] = (await pdf.getPage(1)).view;
    expect(Math.round(width!)).toBe(595);
    expect(Math.round(height!)).toBe(842);
    const pages = await pagesText(bytes);
    const all = pages.join("\n");
    expect(pages[0]).toContain("Northwind Security Systems GmbH");
    expect(pages[0]).toContain("DE312456789");
    for (const member of company.staff) {
      expect(all).toContain(member.holderName);
      expect(all).toContain(member.number);
    }
    // Each holder once; the table header and the page number on every page
    expect(all.match(/Holder\d{3} Example/g)).toHaveLength(60);
    pages.forEach((text, i) => {
      expect(compact(text)).toContain("CERTIFICATENUMBER");
      expect(text).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    const { info } = (await pdf.getMetadata()) as unknown as { info: Record<string, unknown> };
    expect(info.Title).toBe("Company certificate Northwind Security Systems GmbH");
    expect(info.CreationDate).toBe("D:20260315100000Z");
    // Each certificate number links to its verification page
    const links = await linkTargets(bytes);
    expect(links).toContain("https://academy.example/certificate/verify/HCSA-0060-K2XD-93PF");
    expect(links.filter((url) => url.startsWith(company.verifyBaseUrl))).toHaveLength(60);
  });

  test("one employee is one page", async () => {
    const bytes = await renderCompanyCertificatePdf({ ...company, staff: staff(1) });
    const pages = await pagesText(bytes);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain("Holder001 Example");
    expect(pages[0]).toContain("Page 1 of 1");
  });

  test("200 employees stay within a handful of pages", async () => {
    const pages = await pagesText(
      await renderCompanyCertificatePdf({ ...company, staff: staff(200) }),
    );
    expect(pages.length).toBeGreaterThan(3);
    expect(pages.length).toBeLessThanOrEqual(14);
    expect(pages.join("\n").match(/Holder\d{3} Example/g)).toHaveLength(200);
  });

  test("an Arabic company embeds its fonts and keeps Latin holders searchable", async () => {
    const bytes = await renderCompanyCertificatePdf(arabicCompany);
    const raw = Buffer.from(bytes).toString("latin1");
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansArabic-Bold/);
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+NotoSans-Bold/);
    expect(raw.match(/\/FontFile2 /g)?.length).toBeGreaterThanOrEqual(2);
    expect(raw).toContain("/Lang (ar)");
    const pdf = await open(bytes);
    expect(pdf.numPages).toBe(1);
    const { info } = (await pdf.getMetadata()) as unknown as { info: Record<string, unknown> };
    expect(info.Title).toBe(`${certificateTexts("ar").companyTitle} شركة الأمل للأنظمة الأمنية`);
    const [text] = await pagesText(bytes);
    expect(text).toContain("300123456700003");
    expect(compact(text)).toContain("JonathanMüller-Łukasiewicz");
    expect(text).toContain("HCSA-0001-K2XD-93PF");
  });

  test("German and French labels, and a language without a pack falls back to English", async () => {
    const [german] = await pagesText(
      await renderCompanyCertificatePdf({ ...company, staff: staff(2), language: "de-AT" }),
    );
    expect(compact(german)).toContain("UNTERNEHMENSZERTIFIKAT");
    expect(german).toContain("USt-IdNr. DE312456789");
    const [french] = await pagesText(
      await renderCompanyCertificatePdf({ ...company, staff: staff(2), language: "fr" }),
    );
    expect(compact(french)).toContain("CERTIFICATD’ENTREPRISE");
    // A language without its own labels reads English ones, in English capitals.
    const [swedish] = await pagesText(
      await renderCompanyCertificatePdf({ ...company, staff: staff(2), language: "sv" }),
    );
    expect(compact(swedish)).toContain("COMPANYCERTIFICATE");
  });

  test("the same list gives the same bytes", async () => {
    const first = await renderCompanyCertificatePdf(arabicCompany);
    const second = await renderCompanyCertificatePdf({ ...arabicCompany });
    expect(Buffer.compare(Buffer.from(first), Buffer.from(second))).toBe(0);
    const long = await renderCompanyCertificatePdf(company);
    const again = await renderCompanyCertificatePdf({ ...company, staff: [...company.staff] });
    expect(Buffer.compare(Buffer.from(long), Buffer.from(again))).toBe(0);
  });
});

describe("the certificate of completion PDF", () => {
  test("opens as one A4 landscape page stating the completed course", async () => {
    const bytes = await renderCompletionCertificatePdf(completion);
    const pdf = await open(bytes);
    expect(pdf.numPages).toBe(1);
    const [, , width, height] = (await pdf.getPage(1)).view;
    expect(Math.round(width!)).toBe(842);
    expect(Math.round(height!)).toBe(595);
    const text = (await pagesText(bytes)).join("\n");
    expect(compact(text)).toContain("CERTIFICATEOFCOMPLETION");
    expect(text).toContain("has completed the course");
    expect(text).toContain("Jonathan Müller-Łukasiewicz");
    expect(text).toContain("Video Intercom Installation Basics");
    expect(text).toContain("COURSE-7Q4M-K2XD-93PF");
    expect(text).toContain("March 15, 2026");
    expect(compact(text)).not.toContain("VALIDUNTIL");
    const { info } = (await pdf.getMetadata()) as unknown as { info: Record<string, unknown> };
    expect(info.Title).toBe("Certificate of completion COURSE-7Q4M-K2XD-93PF");
    expect(info.Subject).toContain("Video Intercom Installation Basics");
  });

  test("its QR code, as drawn on the page, reads the verification URL", async () => {
    expect(await decodeQr(await renderCompletionCertificatePdf(completion))).toBe(
      completion.verifyUrl,
    );
    const arabic = {
      ...completion,
      holderName: "ليلى حداد",
      courseName: "أساسيات تركيب أنظمة الاتصال الداخلي بالفيديو",
      language: "ar",
      verifyUrl: "https://academy.example/certificate/verify/COURSE-2M8R-Q4TW-7KXB",
    };
    const bytes = await renderCompletionCertificatePdf(arabic);
    expect(await decodeQr(bytes)).toBe(arabic.verifyUrl);
    expect(Buffer.from(bytes).toString("latin1")).toMatch(/NotoSansArabic-Bold/);
  });

  test("the same certificate gives the same bytes", async () => {
    const first = await renderCompletionCertificatePdf(completion);
    const second = await renderCompletionCertificatePdf({ ...completion });
    expect(Buffer.compare(Buffer.from(first), Buffer.from(second))).toBe(0);
  });
});
