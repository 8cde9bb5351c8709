import { z } from "zod";
import { endpoints, idSchema, scopeSchema } from "./endpoint.ts";

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
