import { describe, expect, test } from "vitest";
import {
  certificationProgress,
  courseRegistrationStatus,
  creditsComplete,
  creditsCompletedAt,
  creditTotals,
  registrationStatusOf,
  resumeChapterId,
  type CertificationProgressInput,
} from "./status.ts";
import { countedCredits } from "#contract/catalogue-rules.ts";
import { plainSummary, sanitizeRichText } from "../../rich-text.ts";
import { prefixQueryText } from "../../text-match.ts";

const base: CertificationProgressInput = {
  registration: "approved",
  hasProgress: false,
  creditsComplete: false,
  practicalExam: false,
  theoryExamPassed: false,
  practicalExamPassed: false,
};

describe("certification progress (learner §4): currentStatus / childStatus", () => {
  test.each<[string, Partial<CertificationProgressInput>, [number, number]]>([
    ["visitor", { registration: null }, [0, 0]],
    ["not registered", { registration: "none" }, [0, 0]],
    ["cancelled", { registration: "cancelled" }, [0, 0]],
    ["rejected", { registration: "rejected" }, [0, 1]],
    ["pending", { registration: "pending" }, [0, 3]],
    [
      "pending with progress from an earlier version",
      { registration: "pending", hasProgress: true },
      [0, 3],
    ],
    ["approved, nothing started", {}, [0, 2]],
    ["approved, learning", { hasProgress: true }, [1, 0]],
    ["approved, credits complete", { hasProgress: true, creditsComplete: true }, [2, 0]],
    [
      "theory passed, practical exam to take",
      { hasProgress: true, creditsComplete: true, theoryExamPassed: true, practicalExam: true },
      [3, 0],
    ],
    [
      "exams passed, not applied",
      {
        hasProgress: true,
        creditsComplete: true,
        theoryExamPassed: true,
        practicalExam: true,
        practicalExamPassed: true,
      },
      [4, 0],
    ],
    [
      "theory passed, no practical exam: apply",
      { hasProgress: true, creditsComplete: true, theoryExamPassed: true },
      [4, 0],
    ],
    [
      "applied",
      {
        hasProgress: true,
        creditsComplete: true,
        theoryExamPassed: true,
        certificateApplication: "applied",
      },
      [5, 0],
    ],
    [
      "certificate approved",
      {
        hasProgress: true,
        creditsComplete: true,
        theoryExamPassed: true,
        certificateApplication: "approved",
      },
      [6, 0],
    ],
  ])("%s", (_name, input, [currentStatus, childStatus]) => {
    expect(certificationProgress({ ...base, ...input })).toEqual({ currentStatus, childStatus });
  });
});

describe("registration status (learner §4)", () => {
  test("no row, rejected or cancelled 0; pending 1; approved 2", () => {
    expect(
      (["none", "rejected", "cancelled", "pending", "approved"] as const).map(registrationStatusOf),
    ).toEqual([0, 0, 0, 1, 2]);
  });

  test("a course is audited through an approved certification containing it", () => {
    expect(courseRegistrationStatus("none", ["approved"])).toBe(2);
    expect(courseRegistrationStatus("none", ["rejected", "pending"])).toBe(1);
    expect(courseRegistrationStatus("pending", [])).toBe(1);
    expect(courseRegistrationStatus("approved", ["rejected"])).toBe(2);
    expect(courseRegistrationStatus("none", [])).toBe(0);
  });
});

describe("credits (learner §9): compulsory and elective summed separately", () => {
  const courses = [
    { requirement: 1, credits: 3, learningProcess: 2, exerciseProcess: 2 },
    { requirement: 1, credits: 3, learningProcess: 1, exerciseProcess: 0 },
    { requirement: 0, credits: 2, learningProcess: 3, exerciseProcess: 2 },
    { requirement: 0, credits: 2, learningProcess: 0, exerciseProcess: 0 },
  ];

  test("earned counts courses at learnEnd 2 or later with their exercise finished", () => {
    expect(creditTotals(courses)).toEqual({
      compulsoryCredits: { earned: 3, total: 6 },
      electiveCredits: { earned: 2, total: 4 },
    });
  });

  test("a learned course whose quiz is not passed earns nothing yet", () => {
    const quizPending = [
      { requirement: 1, credits: 3, learningProcess: 2, exerciseProcess: 0 },
      { requirement: 1, credits: 3, learningProcess: 4, exerciseProcess: 1 },
    ];
    expect(creditTotals(quizPending).compulsoryCredits).toEqual({ earned: 0, total: 6 });
    expect(
      creditTotals(quizPending.map((c) => ({ ...c, learningProcess: 3, exerciseProcess: 2 })))
        .compulsoryCredits,
    ).toEqual({ earned: 6, total: 6 });
  });

  test("credits complete at the finish that first satisfied the rule, null before", () => {
    const at = (day: number) => new Date(Date.UTC(2026, 5, day));
    const finished = [
      { requirement: 1, credits: 3, learningProcess: 2, exerciseProcess: 2, finishedAt: at(9) },
      { requirement: 0, credits: 2, learningProcess: 2, exerciseProcess: 2, finishedAt: at(3) },
      { requirement: 0, credits: 2, learningProcess: 2, exerciseProcess: 2, finishedAt: at(12) },
      { requirement: 0, credits: 2, learningProcess: 1, exerciseProcess: 0, finishedAt: null },
    ];
    // 3 compulsory + 2 elective = 5 needed: complete once the compulsory course finished on day 9.
    expect(creditsCompletedAt(finished, 5)).toEqual(at(9));
    // 7 needed: only with the second elective, on day 12.
    expect(creditsCompletedAt(finished, 7)).toEqual(at(12));
    expect(creditsCompletedAt(finished, 9)).toBeNull();
  });

  test("complete needs every compulsory course and the credits needed in all", () => {
    const allCompulsory = courses.map((c) =>
      c.requirement === 1 ? { ...c, learningProcess: 2, exerciseProcess: 2 } : c,
    );
    expect(creditsComplete(creditTotals(courses), 8)).toBe(false);
    expect(creditsComplete(creditTotals(allCompulsory), 8)).toBe(true);
    expect(creditsComplete(creditTotals(allCompulsory), 9)).toBe(false);
  });
});

describe("rich text", () => {
  test("keeps the allowed formatting, strips scripts, handlers and unsafe links", () => {
    const html = sanitizeRichText(
      '<h3 onclick="x()">Title</h3><p style="color:red">A <strong>b</strong> <em>c</em><br></p>' +
        '<script>alert(1)</script><img src=x onerror="alert(1)"><ul><li>one</li></ul><ol><li>two</li></ol>' +
        '<a href="javascript:alert(1)">js</a><a href="https://example.com" target="_blank">ok</a><a href="/en/faq">rel</a>' +
        '<iframe src="https://evil"></iframe><h4>Sub</h4>',
    );
    expect(html).toBe(
      "<h3>Title</h3><p>A <strong>b</strong> <em>c</em><br /></p><ul><li>one</li></ul><ol><li>two</li></ol>" +
        '<a>js</a><a href="https://example.com">ok</a><a href="/en/faq">rel</a><h4>Sub</h4>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe|style=/);
  });

  test("a summary is plain text, shortened", () => {
    expect(plainSummary("<p>A &amp; B</p>")).toBe("A & B");
    expect(plainSummary(`<p>${"x".repeat(300)}</p>`)).toHaveLength(200);
  });
});

test("a summary keeps its paragraphs and list items on lines of their own (issue: run together)", () => {
  expect(
    plainSummary(
      '<p>Learn  <strong>cameras</strong>.</p><ul><li>Sensors &amp; lenses</li><li class="x">Codecs<br>H.265</li></ul><p>Valid&nbsp;2 years.</p>',
    ),
  ).toBe("Learn cameras.\n• Sensors & lenses\n• Codecs\nH.265\nValid 2 years.");
  // Markup never survives as text, whatever it was.
  expect(plainSummary("<script>alert(1)</script><p>a &lt;b&gt; <img src=x onerror=y>c</p>")).toBe(
    "a <b> c",
  );
  expect(plainSummary("<ol><li></li><li>only</li></ol>")).toBe("• only");
});

describe("prefix query", () => {
  test("every word becomes a prefix; nothing else survives", () => {
    expect(prefixQueryText("cam secur")).toBe("cam:* & secur:*");
    expect(prefixQueryText("a' | !b:*")).toBe("a:* & b:*");
    expect(prefixQueryText("كاميرا")).toBe("كاميرا:*");
    expect(prefixQueryText("&|!")).toBeNull();
  });
});

describe('the chapter a course reopens on (learner §4 "Next chapter", §7 reload)', () => {
  const chapters = [
    { id: 1, duration: 8 },
    { id: 2, duration: 10 },
    { id: 3, duration: 12 },
  ];
  test("the chapter last watched, where its position was kept", () => {
    expect(resumeChapterId(chapters, { chapterId: 2, payDuration: 4 })).toBe(2);
    expect(resumeChapterId(chapters, { chapterId: 3, payDuration: 0 })).toBe(3);
  });
  test("after a chapter played to its end, the next one; the last one stays", () => {
    expect(resumeChapterId(chapters, { chapterId: 2, payDuration: 10 })).toBe(3);
    expect(resumeChapterId(chapters, { chapterId: 1, payDuration: 7 })).toBe(2);
    expect(resumeChapterId(chapters, { chapterId: 3, payDuration: 12 })).toBe(3);
  });
  test("never watched, or a chapter no longer in the course: the first", () => {
    expect(resumeChapterId(chapters, null)).toBe(1);
    expect(resumeChapterId(chapters, { chapterId: 99, payDuration: 3 })).toBe(1);
    expect(resumeChapterId([], null)).toBeNull();
  });
});

test("the credits shown as counted reach the required exactly when the exam opens (learner §9)", () => {
  for (let compulsoryTotal = 0; compulsoryTotal <= 12; compulsoryTotal += 3)
    for (let compulsory = 0; compulsory <= compulsoryTotal; compulsory += 1)
      for (let elective = 0; elective <= 12; elective += 1)
        for (const needed of [9, 12]) {
          const c = { earned: compulsory, total: compulsoryTotal };
          const e = { earned: elective, total: 12 };
          const shown = countedCredits(c, e, needed);
          const complete = creditsComplete({ compulsoryCredits: c, electiveCredits: e }, needed);
          expect(shown.counted <= shown.required).toBe(true);
          expect(shown.counted === shown.required).toBe(complete);
        }
});
