import { z } from "zod";
import { endpoints, idSchema, scopeSchema } from "./endpoint.ts";
import {
  COURSE_PROCESS_FILTERS,
  COURSE_PROCESS_STATES,
  MY_LEARNING_PAGE_SIZES,
} from "./my-learning-rules.ts";

/** GET power/check (learner §3 "Video access info"). */
export const videoAccessSchema = z.object({
  key: z.string(),
  url: z.string(),
  payDuration: z.number().int(),
});
export type VideoAccess = z.infer<typeof videoAccessSchema>;

/** POST reload's answer: the position kept and the progress it made. */
export const reloadResultSchema = z.object({
  payDuration: z.number().int(),
  chapterCompleted: z.boolean(),
  completedChapters: z.number().int(),
  chapterCount: z.number().int(),
  learningProcess: z.number().int(),
  exerciseProcess: z.number().int(),
});
export type ReloadResult = z.infer<typeof reloadResultSchema>;

/** Video access and progress calls (learner §7). */
export const learningApi = endpoints({
  powerCheck: {
    path: "/certification/release/course/power/check",
    method: "GET",
    request: scopeSchema.extend({
      id: idSchema,
      courseContentId: idSchema,
      courseType: z.coerce.number<number>().int().min(0).max(1),
    }),
    response: videoAccessSchema,
  },
  /**
   * A topic's video (learner §4: videos are open to every signed-in learner,
   * a visitor sees the lock): a signed, expiring URL, as for a chapter. A
   * topic keeps no progress, so there is no position to resume.
   */
  topicPowerCheck: {
    path: "/certification/release/topic/power/check",
    method: "GET",
    request: scopeSchema.extend({ id: idSchema }),
    response: videoAccessSchema.pick({ key: true, url: true }),
  },
  reload: {
    path: "/certification/release/course/reload",
    method: "POST",
    request: scopeSchema.extend({
      releaseCourseId: idSchema,
      releaseCourseContentId: idSchema,
      payDuration: z
        .number()
        .min(0)
        .max(24 * 3600),
      quizExist: z.union([z.boolean(), z.number().int().min(0).max(1)]).optional(),
    }),
    response: reloadResultSchema,
  },
});

// ---- The learner's own self-paced courses and videos (My Learning, frame §4, §7) ----

/** One of the learner's non-certification courses or videos, with their progress. */
export const courseProcessRowSchema = z.object({
  /** The course release (releaseCourseId): the course page is /course/detail/{id}?courseType=. */
  id: z.number().int(),
  /** Course 0, video 1. */
  courseType: z.number().int(),
  courseName: z.string(),
  coverImage: z.string(),
  duration: z.number().int(),
  versionLabel: z.string(),
  quizExist: z.boolean(),
  chapterCount: z.number().int(),
  completedChapters: z.number().int(),
  /** Learning process (learner §4): notStart 0, learning 1, learnEnd 2, success 3, fail 4. */
  learningProcess: z.number().int(),
  /** Exercise process: pending 0, learning 1, finish 2. */
  exerciseProcess: z.number().int(),
  /** Frame §4 "Course learning filters". */
  state: z.enum(COURSE_PROCESS_STATES),
  /** The learner's own enrolment in it (learner §4): NotEnrolled 0, NotAudited 1, Audited 2. */
  registrationStatus: z.number().int(),
  /** When the learner last made progress or enrolled. */
  updatedAt: z.string(),
});
export type CourseProcessRow = z.infer<typeof courseProcessRowSchema>;

export const courseProcessPageSchema = z.object({
  rows: z.array(courseProcessRowSchema),
  /** Rows matching the filter. */
  total: z.number().int(),
  /** Rows in each state whatever the filter, for the filter's choices. */
  counts: z.object({
    all: z.number().int(),
    studying: z.number().int(),
    waitForQuiz: z.number().int(),
    pass: z.number().int(),
  }),
});
export type CourseProcessPage = z.infer<typeof courseProcessPageSchema>;

const pageSizeSchema = z.union(
  MY_LEARNING_PAGE_SIZES.map((size) => z.literal(size)) as [
    z.ZodLiteral<10>,
    z.ZodLiteral<20>,
    z.ZodLiteral<30>,
    z.ZodLiteral<40>,
  ],
);

/** The page of the learner's list a caller asks for. */
export const courseProcessQuerySchema = z.object({
  /** Self-paced courses 0 (the default), educational videos 1. */
  courseType: z.union([z.literal(0), z.literal(1)]).default(0),
  filter: z.enum(COURSE_PROCESS_FILTERS).default("all"),
  pageNum: z.number().int().min(1).max(10_000).default(1),
  /** Frame §9: 10, 20, 30 or 40 a page. */
  pageSize: pageSizeSchema.default(MY_LEARNING_PAGE_SIZES[0]),
});
export type CourseProcessQuery = z.input<typeof courseProcessQuerySchema>;

/** What clearing the study history cleared: how many courses' and videos' progress. */
export const clearedStudyRecordSchema = z.object({
  courses: z.number().int(),
  videos: z.number().int(),
});
export type ClearedStudyRecord = z.infer<typeof clearedStudyRecordSchema>;

export const myCoursesApi = endpoints({
  courseProcess: {
    path: "/user/course/process/getNonCertificateCourseProcess",
    method: "POST",
    request: scopeSchema.extend(courseProcessQuerySchema.shape),
    response: courseProcessPageSchema,
  },
  cleanStudyRecord: {
    path: "/user/cleanCurrentUserStudyRecord",
    method: "POST",
    request: scopeSchema,
    response: clearedStudyRecordSchema,
  },
});
