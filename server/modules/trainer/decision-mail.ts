import { fillText as fill, mailTexts, type Mail } from "../identity/mail.ts";

/** The deletion moment in the language; the deadlines are kept in UTC, so it is said in UTC. */
function deletionTime(at: Date, locale: string): string {
  try {
    return `${new Intl.DateTimeFormat(locale, {
      dateStyle: "full",
      timeStyle: "short",
      timeZone: "UTC",
    }).format(at)} (UTC)`;
  } catch {
    return at.toISOString();
  }
}

/** The decision e-mail to a trainer applicant (decision 0024). */
export function decisionMail(input: {
  to: string;
  fullName: string;
  brand: string;
  /** The language pack and BCP 47 tag the applicant applied in. */
  languagePackId: string;
  locale: string;
  /** A decline carries when the data goes; an accept does not. */
  decision: { accepted: true } | { accepted: false; deleteAfter: Date };
}): Mail {
  const { pack, locale } = mailTexts(
    (mail) => mail.trainerDecision,
    input.languagePackId,
    input.locale,
  );
  const { decision } = input;
  const values = {
    name: input.fullName,
    brand: input.brand,
    deleteAfter: decision.accepted ? "" : deletionTime(decision.deleteAfter, locale),
  };
  return {
    to: input.to,
    subject: fill(decision.accepted ? pack.acceptedSubject : pack.declinedSubject, values),
    text: [
      fill(pack.greeting, values),
      "",
      fill(decision.accepted ? pack.accepted : pack.declined, values),
      "",
      fill(pack.signature, values),
    ].join("\n"),
  };
}
