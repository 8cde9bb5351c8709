import type { InvitationLetter } from "#contract/portal-context.ts";

/** What the letter is used for: the classroom training or the practical exam of its release. */
export type LetterPurpose = "training" | "practicalExam";

export type InvitationData = {
  purpose: LetterPurpose;
  /** The code of the address (?code=), as typed. */
  code: string;
  /** The address asked for a code but gave none (?code= empty). */
  codeMissing: boolean;
  /** What the code is for, or why it cannot be used; null until a code is given. */
  letter: InvitationLetter | null;
};
