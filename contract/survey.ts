import { z } from "zod";
import { endpoints, idSchema, scopeSchema } from "./endpoint.ts";

/** The survey popup's calls (frame §3 "Survey", §7). */

export const surveyQuestionSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  /** '0' single choice, '1' multiple choice, '2' free text. */
  type: z.enum(["0", "1", "2"]),
  /** '1' required. */
  required: z.enum(["0", "1"]),
  option: z.array(z.object({ value: z.string() })),
  /** The learner's own answer once they have answered the survey ('' before, or left blank). */
  answer: z.string(),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

export const surveySchema = z.object({
  id: z.number().int(),
  surveyName: z.string(),
  description: z.string(),
  questions: z.array(surveyQuestionSchema),
});
export type Survey = z.infer<typeof surveySchema>;

export const surveyDetailSchema = z.object({
  /** The survey asks to pop up and this user has not answered it yet. */
  popUp: z.boolean(),
  /** The site has a released survey in this language. */
  config: z.boolean(),
  survey: surveySchema.nullable(),
});
export type SurveyDetail = z.infer<typeof surveyDetailSchema>;

export const surveyApi = endpoints({
  detail: {
    path: "/user/survey/detail",
    method: "GET",
    request: scopeSchema,
    response: surveyDetailSchema,
  },
  save: {
    path: "/user/survey/save",
    method: "POST",
    // Each answer's own rules (question of the survey, option offered, text length)
    // are checked against the survey by the server, which names the failing question.
    request: scopeSchema.extend({
      releaseSurveyId: idSchema,
      content: z.array(z.object({ questionId: idSchema, answer: z.string().max(2_000) })).max(200),
    }),
    response: z.null(),
  },
});
