import { z } from "zod";
import { endpoints, scopeSchema } from "./endpoint.ts";

// ---- The learner's personal centre (frame §1 "credits and statistics", §7 "My Learning calls") ----

const count = z.number().int();

/** Credits earned in one month ("YYYY-MM", UTC), by where they came from. */
export const monthCreditsSchema = z.object({
  month: z.string(),
  certificationCourses: count,
  classrooms: count,
});
export type MonthCredits = z.infer<typeof monthCreditsSchema>;

/**
 * POST /user/personalCenter/classifiedStatistic: the learner's credits on the
 * request's site by source, what they have done by kind, and the credits of
 * the last twelve months. Non-certification courses and videos carry no
 * credits (only a certification gives a course credits), so they count as
 * finished, never as credits.
 */
export const classifiedStatisticSchema = z.object({
  credits: z.object({
    /**
     * Credits of certification courses learned (with any quiz passed): a course
     * counts once, with its credits in the certifications of the site.
     */
    certificationCourses: count,
    /** Credits of classroom training, once the learner's enrolment is finished (issue 12). */
    classrooms: count,
    total: count,
  }),
  counts: z.object({
    /** Certifications of the site the learner is enrolled in (pending or approved). */
    certificationsEnrolled: count,
    /** Certifications of the brand the learner holds a certificate of (valid or not). */
    certificationsCertified: count,
    /** Courses learned to the end with any quiz passed, and videos watched to the end. */
    coursesFinished: count,
    videosFinished: count,
    /** Theory exams and quizzes passed (each release once). */
    examsPassed: count,
    quizzesPassed: count,
    /** Certificates of the brand still valid (about to expire included). */
    certificatesValid: count,
    /** Classroom sessions finished. */
    classroomsFinished: count,
  }),
  /** The last twelve months, oldest first, the current one last. */
  months: z.array(monthCreditsSchema),
});
export type ClassifiedStatistic = z.infer<typeof classifiedStatisticSchema>;

export const personalCentreApi = endpoints({
  classifiedStatistic: {
    path: "/user/personalCenter/classifiedStatistic",
    method: "POST",
    request: scopeSchema,
    response: classifiedStatisticSchema,
  },
});
