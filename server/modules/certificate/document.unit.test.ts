import { describe, expect, test } from "vitest";
import { decodeQr, openPdf as open, pagesText } from "./pdf-reading.testing.ts";
import { certificateTexts, renderCertificatePdf, type CertificateDocument } from "./document.ts";

const english: CertificateDocument = {
  number: "HCSA-7Q4M-K2XD-93PF",
  holderName: "Jonathan Müller-Łukasiewicz",
  certificationName: "Hikvision Certified Security Associate (HCSA)",
  level: "Associate",
  version: "V2.0",
  issuedAt: new Date("2026-03-15T10:00:00Z"),
  validUntil: new Date("2028-03-15T10:00:00Z"),
  language: "en",
  brandName: "Hikvision",
  verifyUrl: "https://academy.example/certificate/verify/HCSA-7Q4M-K2XD-93PF",
};

const arabic: CertificateDocument = {
  ...english,
  number: "HCSA-2M8R-Q4TW-7KXB",
  holderName: "ليلى حداد",
  level: "مشارك",
  language: "ar",
  verifyUrl: "https://academy.example/certificate/verify/HCSA-2M8R-Q4TW-7KXB",
};

/** The first page's text. */
const pageText = async (bytes: Uint8Array) => (await pagesText(bytes))[0] ?? "";

describe("the certificate PDF", () => {
  test("opens as one A4 landscape page with the number, the holder and its metadata", async () => {
    const bytes = await renderCertificatePdf(english);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const pdf = await open(bytes);
    expect(pdf.numPages).toBe(1);
    const page = await pdf.getPage(1);
    const [, , width, height] = page.view;
    expect(Math.round(width!)).toBe(842);
    expect(Math.round(height!)).toBe(595);
    const text = await pageText(bytes);
    expect(text).toContain("HCSA-7Q4M-K2XD-93PF");
    expect(text).toContain("Jonathan Müller-Łukasiewicz");
    expect(text).toContain("Hikvision Certified Security Associate (HCSA)");
    expect(text).toContain("March 15, 2028");
    const { info } = (await pdf.getMetadata()) as unknown as { info: Record<string, unknown> };
    expect(info.Title).toBe("Certificate HCSA-7Q4M-K2XD-93PF");
    expect(info.Author).toBe("Hikvision");
    expect(info.Subject).toContain("HCSA-7Q4M-K2XD-93PF");
    expect(info.CreationDate).toBe("D:20260315100000Z");
  });

  test("its QR code, as drawn on the page, reads the verification URL", async () => {
    expect(await decodeQr(await renderCertificatePdf(english))).toBe(english.verifyUrl);
    expect(await decodeQr(await renderCertificatePdf(arabic))).toBe(arabic.verifyUrl);
  });

  test("an Arabic certificate embeds its fonts and carries Arabic labels", async () => {
    const bytes = await renderCertificatePdf(arabic);
    const raw = Buffer.from(bytes).toString("latin1");
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansArabic-Bold/);
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+NotoSans-Regular/);
    expect(raw.match(/\/FontFile2 /g)?.length).toBeGreaterThanOrEqual(2);
    expect(raw).toContain("/Lang (ar)");
    const pdf = await open(bytes);
    const { info } = (await pdf.getMetadata()) as unknown as { info: Record<string, unknown> };
    expect(info.Title).toBe(`${certificateTexts("ar").title} HCSA-2M8R-Q4TW-7KXB`);
    expect(await pageText(bytes)).toContain("HCSA-2M8R-Q4TW-7KXB");
  });

  test("a Turkish certificate writes its capitals the Turkish way and the brand's name its own", async () => {
    const text = (
      await pageText(await renderCertificatePdf({ ...english, language: "tr" }))
    ).replace(/\s+/g, "");
    // "Sertifika" in capitals is SERTİFİKA (dotted İ), never SERTIFIKA; Hikvision stays HIKVISION.
    expect(text).toContain("SERTİFİKA");
    expect(text).not.toContain("SERTIFIKA");
    expect(text).toContain("HIKVISION");
    expect(text).not.toContain("HİKVİSİON");
  });

  test("the same certificate gives the same bytes", async () => {
    const first = await renderCertificatePdf(arabic);
    const second = await renderCertificatePdf({ ...arabic });
    expect(Buffer.compare(Buffer.from(first), Buffer.from(second))).toBe(0);
  });

  test("labels fall back to English and names too long for the line still fit", async () => {
    expect(certificateTexts("sv-FI")).toEqual(certificateTexts("en"));
    expect(certificateTexts("ar-EG").title).toBe(certificateTexts("ar").title);
    const long = {
      ...english,
      holderName: "Maximiliane Konstantina Alexandrowna von Hohenzollern-Sigmaringen",
      language: "de-AT",
    };
    const text = await pageText(await renderCertificatePdf(long));
    expect(text).toContain(long.holderName);
    expect(text.replace(/\s/g, "")).toContain("ZERTIFIKATSNUMMER");
  });
});
