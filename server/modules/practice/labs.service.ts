import { and, asc, eq, inArray } from "drizzle-orm";
import type {
  PracticeCourseProgress,
  PracticeLab,
  PracticeLabProgress,
} from "#contract/practice.ts";
import { canCompleteLab } from "#contract/practice-rules.ts";
import type { Db } from "#db/client.ts";
import {
  practiceLabCompletions,
  practiceLabSteps,
  practiceLabs,
  practiceStepChecks,
} from "#db/schema/practice.ts";
import { badRequest, notFound } from "../../errors.ts";
import type { Scope } from "../../scope.ts";
import type { createReleaseFacts } from "../catalogue/release-facts.ts";

type Deps = {
  db: Db;
  /** Whether a course release is one the request's site shows in its language. */
  releases: Pick<ReturnType<typeof createReleaseFacts>, "course">;
};

/** One step of a lab with whether this learner ticked it. */
type StepRow = { labId: number; stepId: number; instruction: string; done: boolean };

const tally = (steps: readonly { done: boolean }[]) => ({
  stepCount: steps.length,
  doneSteps: steps.filter((step) => step.done).length,
});

/**
 * Hands-on practice (frame §1, §2, §6; decision 0059): the labs a course
 * release offers, and each learner's own ticks and completions. Every call
 * acts for the signed-in learner only, on labs of the request's site only.
 * Nothing here gives credits or moves a certification: the simulator tells
 * the portal nothing, so a tick is the learner's word.
 */
export function createPracticeLabs({ db, releases }: Deps) {
  /** The steps of the labs, in order, with this learner's ticks: one query for any number of labs. */
  async function stepsOf(executor: Db, userId: number, labIds: number[]): Promise<StepRow[]> {
    if (labIds.length === 0) return [];
    const rows = await executor
      .select({
        labId: practiceLabSteps.labId,
        stepId: practiceLabSteps.id,
        instruction: practiceLabSteps.instruction,
        checkedBy: practiceStepChecks.userId,
      })
      .from(practiceLabSteps)
      .leftJoin(
        practiceStepChecks,
        and(
          eq(practiceStepChecks.stepId, practiceLabSteps.id),
          eq(practiceStepChecks.userId, userId),
        ),
      )
      .where(inArray(practiceLabSteps.labId, labIds))
      .orderBy(asc(practiceLabSteps.labId), asc(practiceLabSteps.position));
    return rows.map(({ checkedBy, ...row }) => ({ ...row, done: checkedBy !== null }));
  }

  /** A lab of the request's site; any other id, whoever's it is, is not found. */
  async function labOfSite(executor: Db, scope: Scope, labId: number) {
    const [lab] = await executor
      .select({ id: practiceLabs.id })
      .from(practiceLabs)
      .where(and(eq(practiceLabs.id, labId), eq(practiceLabs.siteId, scope.site.id)))
      .limit(1);
    if (!lab) throw notFound("No such practice lab on this site");
    return lab;
  }

  /** Complete only while marked so and every step is still ticked (canCompleteLab). */
  function standing(steps: readonly { done: boolean }[], markedAt: Date | null) {
    const completed = markedAt !== null && canCompleteLab(tally(steps));
    return { completed, completedAt: completed ? markedAt.toISOString() : null };
  }

  /** The learner's progress in one lab, read on the caller's transaction. */
  async function progressOf(
    executor: Db,
    userId: number,
    labId: number,
  ): Promise<PracticeLabProgress> {
    const [steps, [marked]] = await Promise.all([
      stepsOf(executor, userId, [labId]),
      executor
        .select({ completedAt: practiceLabCompletions.completedAt })
        .from(practiceLabCompletions)
        .where(
          and(eq(practiceLabCompletions.userId, userId), eq(practiceLabCompletions.labId, labId)),
        ),
    ]);
    return {
      labId,
      doneStepIds: steps.filter((step) => step.done).map((step) => step.stepId),
      ...standing(steps, marked?.completedAt ?? null),
    };
  }

  return {
    /**
     * GET /user/practice/lab/list: the labs of a course release the site shows
     * in the request's language, in order, each with the learner's ticks. A
     * course of another site or language is not found; a course without labs
     * answers an empty list.
     */
    async labs(scope: Scope, userId: number, courseReleaseId: number): Promise<PracticeLab[]> {
      if (!(await releases.course(scope, courseReleaseId))) throw notFound("No such course");
      const labs = await db
        .select({
          id: practiceLabs.id,
          courseReleaseId: practiceLabs.courseReleaseId,
          title: practiceLabs.title,
          goal: practiceLabs.goal,
          durationMinutes: practiceLabs.durationMinutes,
          simulatorUrl: practiceLabs.simulatorUrl,
          markedAt: practiceLabCompletions.completedAt,
        })
        .from(practiceLabs)
        .leftJoin(
          practiceLabCompletions,
          and(
            eq(practiceLabCompletions.labId, practiceLabs.id),
            eq(practiceLabCompletions.userId, userId),
          ),
        )
        .where(
          and(
            eq(practiceLabs.siteId, scope.site.id),
            eq(practiceLabs.courseReleaseId, courseReleaseId),
          ),
        )
        .orderBy(asc(practiceLabs.position), asc(practiceLabs.id));
      const stepsByLab = Map.groupBy(
        await stepsOf(
          db,
          userId,
          labs.map((lab) => lab.id),
        ),
        (step) => step.labId,
      );
      return labs.map(({ markedAt, ...lab }) => {
        const steps = stepsByLab.get(lab.id) ?? [];
        return {
          ...lab,
          steps: steps.map((step) => ({
            id: step.stepId,
            instruction: step.instruction,
            done: step.done,
          })),
          ...standing(steps, markedAt),
        };
      });
    },

    /**
     * POST /user/practice/step/save: ticks or unticks one step of a lab.
     * Unticking a step of a completed lab reopens it: complete means every
     * step done. Ticking twice is the same as once.
     */
    async saveStep(
      scope: Scope,
      userId: number,
      input: { labId: number; stepId: number; done: boolean },
    ): Promise<PracticeLabProgress> {
      return db.transaction(async (tx) => {
        await labOfSite(tx, scope, input.labId);
        const [step] = await tx
          .select({ id: practiceLabSteps.id })
          .from(practiceLabSteps)
          .where(
            and(eq(practiceLabSteps.id, input.stepId), eq(practiceLabSteps.labId, input.labId)),
          )
          .limit(1);
        if (!step) throw badRequest({ stepId: "not a step of this lab" });
        if (input.done) {
          await tx
            .insert(practiceStepChecks)
            .values({ userId, stepId: step.id })
            .onConflictDoNothing();
        } else {
          await tx
            .delete(practiceStepChecks)
            .where(
              and(eq(practiceStepChecks.userId, userId), eq(practiceStepChecks.stepId, step.id)),
            );
          await tx
            .delete(practiceLabCompletions)
            .where(
              and(
                eq(practiceLabCompletions.userId, userId),
                eq(practiceLabCompletions.labId, input.labId),
              ),
            );
        }
        return progressOf(tx, userId, input.labId);
      });
    },

    /**
     * POST /user/practice/lab/complete: the learner marks a lab complete once
     * every step is ticked (400 naming labId before). Marking again keeps
     * the first date.
     */
    async completeLab(
      scope: Scope,
      userId: number,
      input: { labId: number },
    ): Promise<PracticeLabProgress> {
      return db.transaction(async (tx) => {
        await labOfSite(tx, scope, input.labId);
        const before = await progressOf(tx, userId, input.labId);
        if (before.completed) return before;
        const steps = await stepsOf(tx, userId, [input.labId]);
        if (!canCompleteLab(tally(steps)))
          throw badRequest({ labId: "tick every step of the lab first" });
        // A mark left from before a step was unticked elsewhere is dated anew.
        await tx
          .insert(practiceLabCompletions)
          .values({ userId, labId: input.labId })
          .onConflictDoUpdate({
            target: [practiceLabCompletions.userId, practiceLabCompletions.labId],
            set: { completedAt: new Date() },
          });
        return progressOf(tx, userId, input.labId);
      });
    },

    /**
     * POST /user/practice/getCourseProgress (My Learning's course cards): for
     * each course release of the site in which the learner has ticked a step,
     * its labs and how many of them the learner has completed. Two queries,
     * whatever the number of courses.
     */
    async courseProgress(scope: Scope, userId: number): Promise<PracticeCourseProgress[]> {
      const touched = await db
        .selectDistinct({ courseReleaseId: practiceLabs.courseReleaseId })
        .from(practiceStepChecks)
        .innerJoin(practiceLabSteps, eq(practiceLabSteps.id, practiceStepChecks.stepId))
        .innerJoin(practiceLabs, eq(practiceLabs.id, practiceLabSteps.labId))
        .where(and(eq(practiceStepChecks.userId, userId), eq(practiceLabs.siteId, scope.site.id)));
      if (touched.length === 0) return [];
      const rows = await db
        .select({
          courseReleaseId: practiceLabs.courseReleaseId,
          labId: practiceLabs.id,
          stepId: practiceLabSteps.id,
          checkedBy: practiceStepChecks.userId,
          markedAt: practiceLabCompletions.completedAt,
        })
        .from(practiceLabs)
        .leftJoin(practiceLabSteps, eq(practiceLabSteps.labId, practiceLabs.id))
        .leftJoin(
          practiceStepChecks,
          and(
            eq(practiceStepChecks.stepId, practiceLabSteps.id),
            eq(practiceStepChecks.userId, userId),
          ),
        )
        .leftJoin(
          practiceLabCompletions,
          and(
            eq(practiceLabCompletions.labId, practiceLabs.id),
            eq(practiceLabCompletions.userId, userId),
          ),
        )
        .where(
          and(
            eq(practiceLabs.siteId, scope.site.id),
            inArray(
              practiceLabs.courseReleaseId,
              touched.map((row) => row.courseReleaseId),
            ),
          ),
        )
        .orderBy(asc(practiceLabs.courseReleaseId), asc(practiceLabs.id));
      return [...Map.groupBy(rows, (row) => row.courseReleaseId)].map(
        ([courseReleaseId, ofCourse]) => {
          const labs = [...Map.groupBy(ofCourse, (row) => row.labId).values()];
          const completedLabs = labs.filter((labRows) => {
            const steps = labRows
              .filter((row) => row.stepId !== null)
              .map((row) => ({ done: row.checkedBy !== null }));
            return standing(steps, labRows[0]!.markedAt).completed;
          }).length;
          return { courseReleaseId, labCount: labs.length, completedLabs };
        },
      );
    },
  };
}

export type PracticeLabs = ReturnType<typeof createPracticeLabs>;
