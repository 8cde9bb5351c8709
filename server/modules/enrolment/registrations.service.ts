import { and, desc, eq, inArray } from "drizzle-orm";
import { Code } from "#contract/codes.ts";
import { RelationType } from "#contract/catalogue-rules.ts";
import { missingSupplementFields } from "#contract/identity-rules.ts";
import type { Db } from "#db/client.ts";
import { registrations, userRoles } from "#db/schema/enrolment.ts";
import { ApiError, notFound } from "../../errors.ts";
import type { Scope } from "../../scope.ts";
import type {
  EnrolableCertification,
  EnrolableCourse,
  ReleaseFacts,
} from "../catalogue/release-facts.ts";
import type { CertificateFacts } from "../certificate/certificate-facts.ts";
import type { ClassroomFacts } from "../classroom/classroom-facts.ts";
import { fillText as fill, mailTexts, type Mail, type Mailer } from "../identity/mail.ts";
import type { Users } from "../identity/users.service.ts";
import type { SiteService } from "../site/site.service.ts";

/** Enrolment relation types (learner §4): a certification release, a course (1), a video (2). */
export const Relation = { certification: 0, course: 1, video: 2 } as const;

export type RegistrationRow = typeof registrations.$inferSelect;

/** Registration status as the spec counts it (learner §4): NotEnrolled 0, NotAudited 1, Audited 2. */
export const registrationStatusOf = (row: Pick<RegistrationRow, "status"> | undefined | null) =>
  row?.status === "approved" ? 2 : row?.status === "pending" ? 1 : 0;

export type EnrolmentDeps = {
  db: Db;
  facts: ReleaseFacts;
  certificates: CertificateFacts;
  /** The learner's classroom training not finished yet (classroom's read port). */
  classrooms: Pick<ClassroomFacts, "liveEnrolments">;
  users: Users;
  site: SiteService;
  mailer: Mailer;
};

export type Enrolable = EnrolableCertification | EnrolableCourse;

/**
 * Registrations (learner §4 "Enrol flow", frame §8 codes): the checks run on
 * the server whatever the page showed, and one transaction writes the row.
 */
export function createRegistrations(deps: EnrolmentDeps) {
  const { db, facts } = deps;

  async function relationOf(
    scope: Scope,
    relationId: number,
    courseType: number | null | undefined,
  ): Promise<Enrolable> {
    const found =
      courseType === null || courseType === undefined
        ? await facts.certification(scope, relationId)
        : await facts.course(scope, relationId);
    if (!found) throw notFound("No such certification or course on this site");
    return found;
  }

  const relationTypeOf = (target: Enrolable) =>
    target.kind === "certification"
      ? Relation.certification
      : target.courseType === 1
        ? Relation.video
        : Relation.course;

  /** Personal information the site's region requires before enrolment (frame §5). */
  async function checkSupplementInfo(scope: Scope, userId: number) {
    const [flags, user] = await Promise.all([
      deps.site.supplementInfo(scope),
      deps.users.byId(userId),
    ]);
    const missing = missingSupplementFields(flags, user ?? {});
    if (missing.length > 0) {
      throw new ApiError(
        Code.badRequest,
        "Personal information is missing: update it and register again",
        {
          errorContext: { missingFields: missing },
        },
      );
    }
  }

  /** The prerequisite (associate before professional, frame §1) and certificate rules. */
  async function checkCertificationRules(
    scope: Scope,
    userId: number,
    target: EnrolableCertification,
  ) {
    const ids = [target.certificationId, ...(target.prerequisiteId ? [target.prerequisiteId] : [])];
    const held = await deps.certificates.validCertificationIds(userId, ids);
    if (held.has(target.certificationId)) {
      throw new ApiError(Code.noReEnrolUntilCertificateExpires, "The certificate is still valid");
    }
    if (target.prerequisiteId && !held.has(target.prerequisiteId))
      throw await prerequisiteNotMet(scope, target.prerequisiteId);
  }

  /** 10026 with the certifications to take first, as this site names them (learner §8). */
  async function prerequisiteNotMet(scope: Scope, prerequisiteId: number) {
    const prerequisiteCertificationList = (
      await facts.releasesOfCertifications(scope, [prerequisiteId])
    ).map(({ certificationReleaseId, certificationName, versionLabel }) => ({
      certificationReleaseId,
      certificationName,
      versionLabel,
    }));
    return new ApiError(Code.prerequisiteNotMet, "A prerequisite certification is missing", {
      errorContext: { prerequisiteCertificationList },
    });
  }

  /**
   * Inserts the registration, or raises 10024 when a live one exists: the
   * partial unique index makes this hold under parallel requests too.
   */
  async function insertRegistration(
    scope: Scope,
    input: {
      userId: number;
      relationType: number;
      relationId: number;
      status: "pending" | "approved";
      emailNotificationStatus: number;
      invitationCode?: string | undefined;
    },
    tx: Pick<Db, "insert"> = db,
  ): Promise<RegistrationRow> {
    const [row] = await tx
      .insert(registrations)
      .values({
        userId: input.userId,
        siteId: scope.site.id,
        relationType: input.relationType,
        relationId: input.relationId,
        status: input.status,
        emailNotificationStatus: input.emailNotificationStatus,
        invitationCode: input.invitationCode ?? null,
        decidedAt: input.status === "approved" ? new Date() : null,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ApiError(Code.alreadyRegistered, "Already registered: see My Learning");
    return row;
  }

  /**
   * Frame §8 code 10016: a course of certifications the learner holds valid
   * certificates of is not enrolled in again until they expire; the
   * certification's enrolment already opens it, and videos stay watchable.
   */
  async function checkCourseRules(userId: number, courseReleaseId: number) {
    const certificationIds = await facts.certificationsOfCourse(courseReleaseId);
    if (certificationIds.length === 0) return;
    const held = await deps.certificates.validCertificationIds(userId, certificationIds);
    if (certificationIds.every((id) => held.has(id)))
      throw new ApiError(
        Code.noReEnrolUntilExpiry,
        "Your certificate covers this course until it expires",
      );
  }

  async function liveRegistration(userId: number, relationType: number, relationId: number) {
    const [row] = await db
      .select()
      .from(registrations)
      .where(
        and(
          eq(registrations.userId, userId),
          eq(registrations.relationType, relationType),
          eq(registrations.relationId, relationId),
          inArray(registrations.status, ["pending", "approved"]),
        ),
      )
      .limit(1);
    return row;
  }

  return {
    relationOf,
    relationTypeOf,
    checkSupplementInfo,
    checkCertificationRules,
    insertRegistration,
    liveRegistration,

    /** POST /user/registration/addRegistration. */
    async addRegistration(
      scope: Scope,
      userId: number,
      input: {
        relationId: number;
        emailNotificationStatus: number;
        courseType?: number | null | undefined;
      },
    ) {
      const target = await relationOf(scope, input.relationId, input.courseType);
      await checkSupplementInfo(scope, userId);
      if (target.kind === "certification") await checkCertificationRules(scope, userId, target);
      else if (target.courseType === 0) await checkCourseRules(userId, target.releaseId);
      // Certifications follow their approval policy; courses and videos need no review.
      const status =
        target.kind === "certification" && target.approvalPolicy === "manual"
          ? "pending"
          : "approved";
      const row = await insertRegistration(scope, {
        userId,
        relationType: relationTypeOf(target),
        relationId: target.releaseId,
        status,
        emailNotificationStatus: input.emailNotificationStatus,
      });
      return {
        id: row.id,
        relationId: row.relationId,
        relationType: row.relationType,
        registrationStatus: registrationStatusOf(row),
      };
    },

    /**
     * POST /user/registration/listUserIncompleteProject: live certification
     * enrolments without a certificate yet, then the classroom training of
     * this site not finished yet, soonest first.
     */
    async incompleteProjects(scope: Scope, userId: number) {
      const [rows, sessions] = await Promise.all([
        db
          .select()
          .from(registrations)
          .where(
            and(
              eq(registrations.userId, userId),
              eq(registrations.relationType, Relation.certification),
              inArray(registrations.status, ["pending", "approved"]),
            ),
          )
          .orderBy(desc(registrations.createdAt)),
        deps.classrooms.liveEnrolments(userId, scope.site.id),
      ]);
      const releaseIds = [
        ...new Set([
          ...rows.map((row) => row.relationId),
          ...sessions.flatMap((s) => (s.certificationReleaseId ? [s.certificationReleaseId] : [])),
        ]),
      ];
      const targets = await facts.certifications(scope, releaseIds);
      const held = await deps.certificates.validCertificationIds(
        userId,
        rows.flatMap((row) => {
          const target = targets.get(row.relationId);
          return target ? [target.certificationId] : [];
        }),
      );
      const certifications = rows.flatMap((row) => {
        const target = targets.get(row.relationId);
        if (!target || held.has(target.certificationId)) return [];
        return [
          {
            relationId: row.relationId,
            relationType: RelationType.certification,
            certificationName: target.certificationName,
            versionLabel: target.versionLabel,
            registrationStatus: registrationStatusOf(row),
            createdAt: row.createdAt.toISOString(),
            classroomName: null,
            startsAt: null,
          },
        ];
      });
      const training = sessions.map((session) => {
        const target = session.certificationReleaseId
          ? targets.get(session.certificationReleaseId)
          : null;
        return {
          relationId: session.classroomId,
          relationType: RelationType.classroom,
          certificationName: target?.certificationName ?? "",
          versionLabel: target?.versionLabel ?? "",
          // Checked in counts as approved: the learner is in the training.
          registrationStatus: session.status === "pending" ? 1 : 2,
          createdAt: session.createdAt.toISOString(),
          classroomName: session.classroomName,
          startsAt: session.startsAt.toISOString(),
        };
      });
      return [...certifications, ...training];
    },

    // ---- approval (an approver's authenticated calls; the admin screens come later) ----

    /** The signed-in approver of the request's site (their id), or 403: approvers act on their own sites only. */
    async requireApprover(userId: number, siteId: number): Promise<number> {
      if (!(await this.isApprover(userId, siteId)))
        throw new ApiError(Code.forbidden, "Approvers only");
      return userId;
    },

    /**
     * Whether the user may act as the site's approver: an approver of the site,
     * or its administrator, who may do all an approver may (issue 35).
     */
    async isApprover(userId: number, siteId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: userRoles.id })
        .from(userRoles)
        .where(
          and(
            eq(userRoles.userId, userId),
            inArray(userRoles.role, ["approver", "administrator"]),
            eq(userRoles.siteId, siteId),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    async pending(scope: Scope) {
      const rows = await db
        .select()
        .from(registrations)
        .where(and(eq(registrations.siteId, scope.site.id), eq(registrations.status, "pending")))
        .orderBy(registrations.createdAt);
      const learners = await deps.users.byIds(rows.map((r) => r.userId));
      return Promise.all(
        rows.map(async (row) => {
          const learner = learners.get(row.userId);
          const target =
            row.relationType === Relation.certification
              ? await facts.certification(scope, row.relationId)
              : await facts.course(scope, row.relationId);
          return {
            id: row.id,
            relationId: row.relationId,
            relationType: row.relationType,
            relationName: target
              ? "certificationName" in target
                ? target.certificationName
                : target.courseName
              : "",
            learnerName: learner?.name ?? "",
            learnerEmail: learner?.email ?? "",
            createdAt: row.createdAt.toISOString(),
          };
        }),
      );
    },

    /** Approve or reject a pending registration of the approver's site, and tell the learner. */
    async decide(
      scope: Scope,
      approverId: number,
      registrationId: number,
      decision: "approved" | "rejected",
      /** The portal's address the mail links to (the tenant's host, as the page that decided). */
      origin: string,
    ) {
      const pending = and(
        eq(registrations.id, registrationId),
        eq(registrations.siteId, scope.site.id),
        eq(registrations.status, "pending"),
      );
      const [waiting] = await db.select().from(registrations).where(pending).limit(1);
      if (!waiting) throw notFound("No pending registration with this id on this site");
      // What the mail says is read before the transaction (the embedded database has one connection).
      const learner = await deps.users.byId(waiting.userId);
      const target =
        waiting.relationType === Relation.certification
          ? await facts.certification(scope, waiting.relationId)
          : await facts.course(scope, waiting.relationId);
      const name = target
        ? "certificationName" in target
          ? target.certificationName
          : target.courseName
        : "";
      const row = await db.transaction(async (tx) => {
        // Decided once, also when two approvers press at the same moment.
        const [row] = await tx
          .update(registrations)
          .set({
            status: decision,
            decidedAt: new Date(),
            decidedBy: approverId,
            updatedAt: new Date(),
          })
          .where(pending)
          .returning();
        if (!row) throw notFound("No pending registration with this id on this site");
        if (learner?.email)
          await deps.mailer.send(enrolmentDecisionMail(scope, learner, name, decision, origin), {
            tx,
          });
        return row;
      });
      return { id: row.id, status: row.status, registrationStatus: registrationStatusOf(row) };
    },

    /**
     * Forced relearning (frame §4): the learner's live enrolment in the
     * certification release ends, so the detail offers enrolment again. The
     * row stays (cancelled) for the history. Runs in the grading transaction.
     */
    async endForRelearning(
      on: Db,
      input: { userId: number; certificationReleaseId: number; now: Date },
    ): Promise<void> {
      await on
        .update(registrations)
        .set({ status: "cancelled", decidedAt: input.now, decidedBy: null })
        .where(
          and(
            eq(registrations.userId, input.userId),
            eq(registrations.relationType, RelationType.certification),
            eq(registrations.relationId, input.certificationReleaseId),
            inArray(registrations.status, ["pending", "approved"]),
          ),
        );
    },
  };
}

export type Registrations = ReturnType<typeof createRegistrations>;

/** The mail telling a learner the decision on their enrolment, in the site's language. */
function enrolmentDecisionMail(
  scope: Scope,
  learner: { email: string; firstName: string },
  name: string,
  decision: "approved" | "rejected",
  origin: string,
): Mail {
  const { pack } = mailTexts(
    (mail) => mail.enrolmentDecision,
    scope.language.languagePackId,
    scope.language.languageSimple,
  );
  const values = {
    firstName: learner.firstName,
    name,
    // A mail is read outside the portal: the link carries the portal's address.
    link: new URL(`${scope.site.pathPrefix}/my-learning`, origin).href,
  };
  const approved = decision === "approved";
  return {
    to: learner.email,
    subject: fill(approved ? pack.approvedSubject : pack.rejectedSubject, values),
    text: [
      fill(pack.greeting, values),
      "",
      fill(approved ? pack.approved : pack.rejected, values),
    ].join("\n"),
  };
}
