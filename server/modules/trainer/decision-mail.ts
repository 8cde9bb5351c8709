import { fillText as fill, mailTexts, type Mail } from "../identity/mail.ts";

/** The e-mail's texts in a language pack; `{name}` and the like are filled in. */
type DecisionTexts = {
  acceptedSubject: string;
  accepted: string;
  declinedSubject: string;
  declined: string;
  greeting: string;
  signature: string;
};

/**
 * The e-mail telling an applicant the decision on their trainer application
 * (frame §9: decided within 7 business days, the data deleted within 3 business
 * days of a decline), in the language packs the portal has, English otherwise.
 * Kept here and not in app/i18n: the browser never needs it.
 */
const texts: Record<string, DecisionTexts> & { en: DecisionTexts } = {
  en: {
    acceptedSubject: "Your trainer application has been accepted",
    accepted:
      "thank you for applying to join the {brand} trainer team: your application has been accepted. We will contact you shortly about the next steps.",
    declinedSubject: "Your trainer application",
    declined:
      "thank you for applying to join the {brand} trainer team. After reviewing your application we are unable to accept it.\n\nAs announced when you applied, your application and your CV will be deleted within 3 business days, on {deleteAfter}.",
    greeting: "Hello {name},",
    signature: "The {brand} team",
  },
  ar: {
    acceptedSubject: "تم قبول طلب انضمامك مدرّبًا",
    accepted:
      "شكرًا لتقدّمك للانضمام إلى فريق مدرّبي {brand}: لقد تم قبول طلبك. سنتواصل معك قريبًا بشأن الخطوات التالية.",
    declinedSubject: "طلب انضمامك مدرّبًا",
    declined:
      "شكرًا لتقدّمك للانضمام إلى فريق مدرّبي {brand}. بعد مراجعة طلبك، يؤسفنا أننا لا نستطيع قبوله.\n\nكما أُعلن عند تقديم الطلب، سيتم حذف طلبك وسيرتك الذاتية خلال 3 أيام عمل، في {deleteAfter}.",
    greeting: "مرحبًا {name}،",
    signature: "فريق {brand}",
  },
};

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
  const { pack, locale } = mailTexts(texts, input.languagePackId, input.locale);
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
