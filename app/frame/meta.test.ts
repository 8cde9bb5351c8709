import { expect, test } from "vitest";
import ar from "../i18n/locales/ar/common.json" with { type: "json" };
import en from "../i18n/locales/en/common.json" with { type: "json" };
import { registerPack } from "../i18n/i18n.ts";
import { meta as examMeta } from "../pages/exam/route.tsx";
import { meta as paymentMeta } from "../pages/payment/route.tsx";
import { meta as profileMeta } from "../pages/my-learning-edit/route.tsx";
import { meta as verifyMeta } from "../pages/certificate-verify/route.tsx";
import { meta as vatMeta } from "../pages/vat/route.tsx";
import { meta as checkInMeta } from "../pages/classroom-check-in/route.tsx";
import { meta as invitationMeta } from "../pages/invitation/route.tsx";
import { frameMeta } from "./meta.ts";

registerPack("en", en);
registerPack("ar", ar);

/** The root's data as route meta reads it: the site's SEO entries, its brand and pack. */
function argsOf(pathname: string, pack: "en" | "ar", loaderData: unknown = undefined) {
  const root = {
    frame: {
      tenant: { brandName: "Hikvision" },
      seo: [
        {
          url: "/",
          title: "Hikvision Academy | Security Certification and Training",
          description: "Courses and exams for security professionals.",
        },
      ],
    },
    i18n: { lng: pack, pack, src: "" },
  };
  return {
    matches: [
      { id: "root", loaderData: root },
      { id: "page", loaderData },
    ],
    location: { pathname },
    loaderData,
    // Route meta's other arguments are not read.
  } as never;
}

const titleOf = (descriptors: ReturnType<typeof frameMeta>) => {
  const found = descriptors.find((descriptor) => "title" in descriptor);
  return found && "title" in found ? found.title : undefined;
};

test("a page without an SEO entry of its own is titled by its name and the site's suffix, not as the home page", () => {
  expect(titleOf(paymentMeta(argsOf("/en/payment", "en")))).toBe("Checkout | Hikvision Academy");
  expect(titleOf(profileMeta(argsOf("/en/mobile/my-learning/edit", "en")))).toBe(
    "Personal information | Hikvision Academy",
  );
  expect(titleOf(verifyMeta(argsOf("/en/certificate/verify/X1", "en")))).toBe(
    "Certificate verification | Hikvision Academy",
  );
  expect(titleOf(vatMeta(argsOf("/en/vat", "en")))).toBe(
    "Certificate query by VAT number | Hikvision Academy",
  );
  expect(titleOf(checkInMeta(argsOf("/en/classroom/check-in", "en")))).toBe(
    "Classroom check-in | Hikvision Academy",
  );
  expect(
    titleOf(
      invitationMeta(argsOf("/en/invitation/practical-exam", "en", { purpose: "practicalExam" })),
    ),
  ).toBe("Invitation letter: practical exam | Hikvision Academy");
  // In the page's language.
  expect(titleOf(paymentMeta(argsOf("/ar/payment", "ar")))).toBe(
    `${ar.payment.title} | أكاديمية Hikvision`,
  );
  // The home page keeps its entry.
  expect(titleOf(frameMeta(argsOf("/en", "en"), { titleKey: "seo.defaultTitle" }))).toBe(
    "Hikvision Academy | Security Certification and Training",
  );
});

test("the exam and quiz pages name what is sat: the certification or the course", () => {
  const theory = { releaseId: 101, relationType: 0, subject: "CGSA V2" };
  const quiz = { releaseId: 2001, relationType: 1, subject: "Network basics" };
  expect(titleOf(examMeta(argsOf("/en/exam", "en", theory)))).toBe(
    "Theory exam: CGSA V2 | Hikvision Academy",
  );
  expect(titleOf(examMeta(argsOf("/en/exam", "en", quiz)))).toBe(
    "Quiz: Network basics | Hikvision Academy",
  );
  expect(titleOf(examMeta(argsOf("/ar/exam", "ar", theory)))).toBe(
    "الاختبار النظري: CGSA V2 | أكاديمية Hikvision",
  );
  // A name that could not be read still says which kind of paper it is.
  expect(titleOf(examMeta(argsOf("/en/exam", "en", { ...quiz, subject: null })))).toBe(
    "Quiz | Hikvision Academy",
  );
});
