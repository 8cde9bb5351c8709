import type { MyCertification } from "#contract/catalogue.ts";
import type {
  Certificate,
  CertificateMedals,
  CompletionCertificate,
} from "#contract/certificate.ts";
import type { MyClassroom } from "#contract/classroom.ts";
import type { ExamRecords } from "#contract/exam.ts";
import type { CourseProcessPage } from "#contract/learning.ts";
import {
  COURSE_PROCESS_FILTERS,
  MY_LEARNING_PAGE_SIZES,
  type CourseProcessFilter,
  type MyLearningPageSize,
  type MyLearningTab,
} from "#contract/my-learning-rules.ts";
import type { ClassifiedStatistic } from "#contract/personal-centre.ts";
import type { PracticalExamCard } from "#contract/practical-exam.ts";
import type { PracticeCourseProgress } from "#contract/practice.ts";
import type { SitePortal } from "#contract/portal-context.ts";
import { settle } from "../../components/catalogue/load.ts";

/** What the list of self-paced courses or videos shows, and how it is filtered and paged. */
export type CourseListContent = {
  page: CourseProcessPage;
  filter: CourseProcessFilter;
  pageNum: number;
  pageSize: MyLearningPageSize;
  practice: PracticeCourseProgress[];
};

const NO_MEDALS: CertificateMedals = { associate: 0, professional: 0, expert: 0, medal: "none" };
const NO_COURSES: CourseProcessPage = {
  rows: [],
  total: 0,
  counts: { all: 0, studying: 0, waitForQuiz: 0, pass: 0 },
};

/**
 * The chosen tab's data, and only that: each tab reads what it shows (frame
 * §7's calls through the page portal). `failed`: a read did not answer, and
 * the tab says so instead of failing the page (learner §7).
 */
export type TabContent = { failed: boolean } & (
  | { tab: "statistics"; statistics: ClassifiedStatistic | null }
  | {
      tab: "certifications";
      certifications: MyCertification[];
      /** Hands-on practice per course the learner practised in (decision 0059): a line on its card. */
      practice: PracticeCourseProgress[];
    }
  | {
      tab: "certificates";
      certificates: Certificate[];
      completions: CompletionCertificate[];
      medals: CertificateMedals;
    }
  | { tab: "exams"; records: ExamRecords }
  | ({ tab: "courses" | "videos" } & CourseListContent)
  | { tab: "instructor-led"; classrooms: MyClassroom[]; practicalExams: PracticalExamCard[] }
  | { tab: "webinars"; classrooms: MyClassroom[] }
  | { tab: "medals"; medals: CertificateMedals }
  | { tab: "personal" }
);

/** The list's filter, page and page size from the address; anything else is the first choice. */
export function readCourseListQuery(params: URLSearchParams) {
  const filter =
    COURSE_PROCESS_FILTERS.find((value) => value === params.get("filter")) ??
    COURSE_PROCESS_FILTERS[0];
  const pageNum = Number(params.get("pageNum"));
  const pageSize =
    MY_LEARNING_PAGE_SIZES.find((size) => String(size) === params.get("pageSize")) ??
    MY_LEARNING_PAGE_SIZES[0];
  return {
    filter,
    pageNum: Number.isInteger(pageNum) && pageNum >= 1 && pageNum <= 10_000 ? pageNum : 1,
    pageSize,
  };
}

export async function readTabContent(
  site: SitePortal,
  tab: MyLearningTab,
  params: URLSearchParams,
): Promise<TabContent> {
  const mine = site.myLearning;
  switch (tab) {
    case "statistics": {
      const read = await settle(mine.statistics(), null);
      return { tab, statistics: read.value, failed: read.failed };
    }
    case "certifications": {
      const [read, practice] = await Promise.all([
        settle(site.catalogue.myCertifications(), []),
        settle(mine.practice(), []),
      ]);
      return {
        tab,
        certifications: read.value,
        practice: practice.value,
        failed: read.failed || practice.failed,
      };
    }
    case "certificates": {
      const [certificates, completions, medals] = await Promise.all([
        settle(site.certificates.mine(), []),
        settle(site.certificates.completions(), []),
        settle(site.certificates.medals(), NO_MEDALS),
      ]);
      return {
        tab,
        certificates: certificates.value,
        completions: completions.value,
        medals: medals.value,
        failed: certificates.failed || completions.failed || medals.failed,
      };
    }
    case "exams": {
      const read = await settle(mine.examRecords(), { theoryExams: [], quizzes: [] });
      return { tab, records: read.value, failed: read.failed };
    }
    case "courses":
    case "videos": {
      const query = readCourseListQuery(params);
      const [read, practice] = await Promise.all([
        settle(mine.courseProcess({ ...query, courseType: tab === "videos" ? 1 : 0 }), NO_COURSES),
        settle(mine.practice(), []),
      ]);
      return {
        tab,
        page: read.value,
        ...query,
        practice: practice.value,
        failed: read.failed || practice.failed,
      };
    }
    case "instructor-led": {
      const [classrooms, practicalExams] = await Promise.all([
        settle(mine.classrooms(), []),
        settle(mine.practicalExams(), []),
      ]);
      return {
        tab,
        // Instructor-led training is the certifications' own (frame §1); the rest is webinars.
        classrooms: classrooms.value.filter((c) => c.certificationReleaseId !== null),
        practicalExams: practicalExams.value,
        failed: classrooms.failed || practicalExams.failed,
      };
    }
    case "webinars": {
      const read = await settle(mine.classrooms(), []);
      return {
        tab,
        classrooms: read.value.filter((c) => c.certificationReleaseId === null),
        failed: read.failed,
      };
    }
    case "medals": {
      const read = await settle(site.certificates.medals(), NO_MEDALS);
      return { tab, medals: read.value, failed: read.failed };
    }
    case "personal":
      return { tab, failed: false };
  }
}
