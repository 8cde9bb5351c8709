import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "#db/client.ts";

/**
 * An invitation letter an enrolment comes with (frame §2 invitation letters):
 * a training code of a certification release, checked by the enrolment
 * module. The enrolment is approved at once and `claim` marks the code used
 * on the enrolling transaction, so a refused enrolment leaves it unused.
 */
export type CertificationLetter = {
  code: string;
  claim(tx: Pick<Db, "update">): Promise<void>;
};

/** The letter for the release of the session being enrolled in, asked for once the session is known. */
export type LetterFor = (certificationReleaseId: number) => Promise<CertificationLetter>;

/** The letter of the code a request brings, checked as the learner who sent it. */
export function lettersOf(app: FastifyInstance) {
  const { invitations, site } = app.services;
  return (request: FastifyRequest, code: string): LetterFor =>
    (certificationReleaseId) =>
      invitations.certificationLetter(
        request.scope,
        request.requireUser(),
        { ip: request.ip, country: () => site.countryOf(request) },
        { code, certificationReleaseId },
      );
}
