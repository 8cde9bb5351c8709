import { eq } from "drizzle-orm";
import { ExerciseProcess, LearningProcess } from "#contract/catalogue-rules.ts";
import type { Db } from "#db/client.ts";
import { certificationCourses } from "#db/schema/catalogue.ts";
import { registrations } from "#db/schema/enrolment.ts";
import { users } from "#db/schema/identity.ts";
import { courseProgress } from "#db/schema/learning.ts";
import { createSessions } from "#server/modules/identity/sessions.ts";
import { SESSION_COOKIE } from "#server/session-cookie.ts";

/** A learner ready to sit the theory exam, and the cookie header of their session. */
export type Candidate = { userId: number; cookie: string };

/** Rows per multi-row insert: well below PostgreSQL's 65,535 parameters for every table here. */
const CHUNK = 1000;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Runs `task` over `items`, at most `parallel` at a time. */
async function eachLimited<T>(
  items: readonly T[],
  parallel: number,
  task: (item: T) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
}

/**
 * Prepares `count` candidates for the theory exam of a certification release
 * directly in the database, as the journey before the exam leaves them: a
 * user of the site (global region profile filled in), an approved enrolment,
 * every course of the release learned with its exercise finished (credits
 * complete now, so a brand exam's 30-day window is open), and a live session.
 * Everything but the sessions is written in multi-row inserts; each session
 * is issued by the sessions module itself, so its token and hash are the real
 * ones the authentication plugin checks.
 */
export async function prepareCandidates(
  db: Db,
  options: { count: number; siteId: number; languageId: number; certificationReleaseId: number },
): Promise<Candidate[]> {
  const now = new Date();
  const batch = now.getTime().toString(36);
  const courses = await db
    .select({ id: certificationCourses.courseReleaseId })
    .from(certificationCourses)
    .where(eq(certificationCourses.certificationReleaseId, options.certificationReleaseId));
  if (courses.length === 0)
    throw new Error(`certification release ${options.certificationReleaseId} has no courses`);

  const userIds: number[] = [];
  const numbers = Array.from({ length: options.count }, (_, i) => i + 1);
  for (const part of chunks(numbers)) {
    const rows = await db
      .insert(users)
      .values(
        part.map((n) => ({
          idpIssuer: "bench:exam-storm",
          idpSubject: `${batch}-${n}`,
          siteId: options.siteId,
          languageId: options.languageId,
          name: `Candidate ${n}`,
          firstName: "Candidate",
          lastName: String(n),
          email: `candidate-${batch}-${n}@bench.example`,
          country: "Germany",
          countryCode: "DE",
        })),
      )
      .returning({ id: users.id });
    userIds.push(...rows.map((row) => row.id));
  }

  for (const part of chunks(userIds))
    await db.insert(registrations).values(
      part.map((userId) => ({
        userId,
        siteId: options.siteId,
        relationType: 0,
        relationId: options.certificationReleaseId,
        status: "approved" as const,
        decidedAt: now,
      })),
    );

  const progress = userIds.flatMap((userId) =>
    courses.map((course) => ({
      userId,
      courseReleaseId: course.id,
      learningProcess: LearningProcess.learnEnd,
      exerciseProcess: ExerciseProcess.finish,
      finishedAt: now,
    })),
  );
  for (const part of chunks(progress)) await db.insert(courseProgress).values(part);

  const sessions = createSessions(db);
  const candidates: Candidate[] = new Array(userIds.length);
  await eachLimited(
    userIds.map((userId, index) => ({ userId, index })),
    8,
    async ({ userId, index }) => {
      const token = await sessions.create(userId, null);
      candidates[index] = { userId, cookie: `${SESSION_COOKIE}=${token}` };
    },
  );
  return candidates;
}
