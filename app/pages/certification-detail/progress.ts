import type { CertificationDetail, CertificationCourse } from "#contract/catalogue.ts";
import { CertificationStatus, Requirement } from "#contract/catalogue-rules.ts";

/** The four steps of the progress indicator (learner §2 "Certification detail"). */
export const PROGRESS_STEPS = ["enrol", "learn", "exam", "apply"] as const;

/**
 * The active step for a certification progress status (learner §4): enrol,
 * learning, the theory and practical exams, then applying; once approved every
 * step is complete.
 */
export function progressStep(currentStatus: number): number {
  switch (currentStatus) {
    case CertificationStatus.enrol:
      return 0;
    case CertificationStatus.learning:
      return 1;
    case CertificationStatus.exam:
    case CertificationStatus.practicalExam:
      return 2;
    case CertificationStatus.apply:
    case CertificationStatus.finish:
      return 3;
    case CertificationStatus.approved:
      return PROGRESS_STEPS.length;
    default:
      return 0;
  }
}

/** The course list split into compulsory and elective (learner §2, §9). */
export function splitCourses(courses: readonly CertificationCourse[]): {
  compulsory: CertificationCourse[];
  elective: CertificationCourse[];
} {
  return {
    compulsory: courses.filter((course) => course.requirement === Requirement.compulsory),
    elective: courses.filter((course) => course.requirement !== Requirement.compulsory),
  };
}

/**
 * Credits per requirement: the server's totals when it sends them, else summed
 * from the course list (learner §9: compulsory and elective separately).
 */
export function creditTotals(
  detail: Pick<CertificationDetail, "compulsoryCredits" | "electiveCredits" | "courses">,
) {
  const { compulsory, elective } = splitCourses(detail.courses);
  const sum = (list: CertificationCourse[]) =>
    list.reduce((total, course) => total + course.credits, 0);
  return {
    compulsory: {
      earned: detail.compulsoryCredits.earned,
      total: detail.compulsoryCredits.total || sum(compulsory),
    },
    elective: {
      earned: detail.electiveCredits.earned,
      total: detail.electiveCredits.total || sum(elective),
    },
  };
}

/** The tabs of the certification detail, in order (learner §2). */
export type DetailTab =
  "courses" | "online-classroom" | "onsite-classroom" | "theory-exam" | "practical-exam";

export function detailTabs(
  detail: Pick<CertificationDetail, "hasOnlineClassroom" | "hasOnsiteClassroom" | "practicalExam">,
): DetailTab[] {
  const tabs: DetailTab[] = ["courses"];
  if (detail.hasOnlineClassroom) tabs.push("online-classroom");
  if (detail.hasOnsiteClassroom) tabs.push("onsite-classroom");
  tabs.push("theory-exam");
  if (detail.practicalExam) tabs.push("practical-exam");
  return tabs;
}

/** The tab an anchor opens (learner §2: #take-exam and #course-list-position). */
export function tabForHash(hash: string): DetailTab | null {
  if (hash === "#take-exam") return "theory-exam";
  if (hash === "#course-list-position") return "courses";
  return null;
}
