import type { Envelope } from "#contract/envelope.ts";

/**
 * An invitation letter the enrolments of a page come with (frame §2, the
 * invitation-letter pages): its code goes with every enrolment, which is then
 * approved at once. The page shows each answer itself, a refusal as the
 * letter's error text (learner §8: the invitation calls keep the Tips dialog
 * shut) and a success with the way to My Learning.
 */
export type EnrolmentLetter = {
  code: string;
  answered(envelope: Envelope<unknown>): void;
};

/** The enrolment call's answer, shown to the letter's page too. */
export async function answeredToLetter<T>(
  letter: EnrolmentLetter,
  call: Promise<Envelope<T>>,
): Promise<Envelope<T>> {
  const envelope = await call;
  letter.answered(envelope);
  return envelope;
}
