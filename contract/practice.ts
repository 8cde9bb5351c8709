import { z } from "zod";
import { endpoints, idSchema, scopeSchema } from "./endpoint.ts";
import { PRACTICE_LIMITS, simulatorAddressProblem } from "./practice-rules.ts";

/**
 * Hands-on practice (frame §1 "hands-on practice", §2 the dialog, §6 a visitor
 * must log in for it; decision 0059): guided labs on the vendor's online
 * device simulator that a course release offers, and each learner's own
 * ticks. Practice earns no credits.
 */

/** The simulator's address as a lab is written with it: absolute https (practice-rules.ts). */
export const simulatorUrlSchema = z.string().superRefine((value, context) => {
  const problem = simulatorAddressProblem(value);
  if (problem) context.addIssue({ code: "custom", message: problem });
});

/** A lab as staff write it: the one shape the seed and any editor go through. */
export const practiceLabInputSchema = z.object({
  title: z.string().trim().min(1).max(PRACTICE_LIMITS.title),
  goal: z.string().trim().min(1).max(PRACTICE_LIMITS.goal),
  durationMinutes: z.number().int().min(PRACTICE_LIMITS.minMinutes).max(PRACTICE_LIMITS.maxMinutes),
  simulatorUrl: simulatorUrlSchema,
  steps: z
    .array(z.string().trim().min(1).max(PRACTICE_LIMITS.step))
    .min(1)
    .max(PRACTICE_LIMITS.steps),
});
export type PracticeLabInput = z.input<typeof practiceLabInputSchema>;

export const practiceStepSchema = z.object({
  id: z.number().int(),
  /** What to do in the simulator, as plain text. */
  instruction: z.string(),
  /** The learner ticked it. */
  done: z.boolean(),
});
export type PracticeStep = z.infer<typeof practiceStepSchema>;

/** A lab of a course release with the signed-in learner's own progress in it. */
export const practiceLabSchema = z.object({
  id: z.number().int(),
  courseReleaseId: z.number().int(),
  title: z.string(),
  goal: z.string(),
  durationMinutes: z.number().int(),
  simulatorUrl: z.string(),
  steps: z.array(practiceStepSchema),
  /** The learner marked it complete, every step still ticked. */
  completed: z.boolean(),
  /** When they marked it complete; null while it is not. */
  completedAt: z.string().nullable(),
});
export type PracticeLab = z.infer<typeof practiceLabSchema>;

/** One lab's progress after a change: its ticked steps and whether it is complete. */
export const practiceLabProgressSchema = z.object({
  labId: z.number().int(),
  doneStepIds: z.array(z.number().int()),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
});
export type PracticeLabProgress = z.infer<typeof practiceLabProgressSchema>;

/** A course's practice as My Learning's card shows it: labs completed of those offered. */
export const practiceCourseProgressSchema = z.object({
  courseReleaseId: z.number().int(),
  labCount: z.number().int(),
  completedLabs: z.number().int(),
});
export type PracticeCourseProgress = z.infer<typeof practiceCourseProgressSchema>;

export const practiceApi = endpoints({
  labList: {
    path: "/user/practice/lab/list",
    method: "GET",
    request: scopeSchema.extend({ courseReleaseId: idSchema }),
    response: z.array(practiceLabSchema),
  },
  saveStep: {
    path: "/user/practice/step/save",
    method: "POST",
    request: scopeSchema.extend({ labId: idSchema, stepId: idSchema, done: z.boolean() }),
    response: practiceLabProgressSchema,
  },
  completeLab: {
    path: "/user/practice/lab/complete",
    method: "POST",
    request: scopeSchema.extend({ labId: idSchema }),
    response: practiceLabProgressSchema,
  },
  courseProgress: {
    path: "/user/practice/getCourseProgress",
    method: "POST",
    request: scopeSchema,
    response: z.array(practiceCourseProgressSchema),
  },
});
