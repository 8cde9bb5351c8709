import { expect, type Browser } from "@playwright/test";
import { signInAsApprover } from "./enrolment.ts";

/**
 * The address a session's check-in QR encodes, as the site's approver gets it
 * (path and query, to open on the journey's own server).
 */
export async function checkInAddress(
  browser: Browser,
  baseURL: string,
  classroomId: number,
  siteId: number,
) {
  const { context, page } = await signInAsApprover(browser, baseURL);
  const res = await page.request.get("/api/certification/classroom/qr/detail", {
    params: { siteId, classroomId },
  });
  const body = await res.json();
  expect(body.code).toBe(200);
  expect(body.data.qrSvg).toContain("<svg");
  await context.close();
  const url = new URL(body.data.checkInUrl);
  return url.pathname + url.search;
}
