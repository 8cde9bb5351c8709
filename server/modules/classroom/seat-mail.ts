import { fillText as fill, mailTexts, type Mail } from "../identity/mail.ts";

/** The e-mail's texts in a language pack; `{name}` and the like are filled in. */
type SeatTexts = {
  subject: string;
  greeting: string;
  greetingNoName: string;
  body: string;
  pending: string;
  approved: string;
  link: string;
  cancel: string;
};

/**
 * The e-mail to a learner who was given a seat from the waiting list, in the
 * language packs the portal has (app/i18n/locales), English otherwise. Kept
 * here and not in the packs: the browser never needs it.
 */
const texts: Record<string, SeatTexts> & { en: SeatTexts } = {
  en: {
    subject: "A seat is yours: {name}",
    greeting: "Hello {firstName},",
    greetingNoName: "Hello,",
    body: "a seat in {name} has become free and it is yours: you were next on the waiting list.\n\nWhen: {time}",
    pending:
      "Your enrolment now waits for approval, like every enrolment in this session; you will hear from us.",
    approved: "Your enrolment is approved: the seat is reserved for you.",
    link: "The session and your enrolment: {link}",
    cancel:
      "If you can no longer attend, please cancel your enrolment there, so that the seat goes to the next learner.",
  },
  ar: {
    subject: "مقعد محجوز لك: {name}",
    greeting: "مرحبًا {firstName}،",
    greetingNoName: "مرحبًا،",
    body: "أصبح مقعد في {name} متاحًا وهو الآن لك، إذ كنت التالي في قائمة الانتظار.\n\nالموعد: {time}",
    pending: "تسجيلك الآن بانتظار الموافقة، مثل كل تسجيل في هذه الجلسة، وسنوافيك بالنتيجة.",
    approved: "تمت الموافقة على تسجيلك والمقعد محجوز لك.",
    link: "الجلسة وتسجيلك: {link}",
    cancel:
      "إذا لم يعد بإمكانك الحضور، فيُرجى إلغاء تسجيلك من هناك ليذهب المقعد إلى المتعلّم التالي.",
  },
};

/** The session's start and end in the venue's zone, in the language (the instants if unknown). */
function sessionTime(startsAt: Date, endsAt: Date, timeZone: string, locale: string): string {
  try {
    return new Intl.DateTimeFormat(locale, {
      dateStyle: "full",
      timeStyle: "short",
      timeZone,
    }).formatRange(startsAt, endsAt);
  } catch {
    return `${startsAt.toISOString()} – ${endsAt.toISOString()}`;
  }
}

/** The e-mail of a seat given from the waiting list (decision 0019). */
export function seatMail(input: {
  to: string;
  firstName: string;
  /** The language pack and BCP 47 tag the learner joined the list in. */
  languagePackId: string;
  locale: string;
  session: { classroomName: string; startsAt: Date; endsAt: Date; timeZone: string };
  status: "pending" | "approved";
  /** The session's detail page, absolute. */
  link: string;
}): Mail {
  const { pack, locale } = mailTexts(texts, input.languagePackId, input.locale);
  const { session } = input;
  const values = {
    name: session.classroomName,
    firstName: input.firstName,
    time: `${sessionTime(session.startsAt, session.endsAt, session.timeZone, locale)} (${session.timeZone})`,
    link: input.link,
  };
  return {
    to: input.to,
    subject: fill(pack.subject, values),
    text: [
      input.firstName ? fill(pack.greeting, values) : pack.greetingNoName,
      "",
      fill(pack.body, values),
      "",
      input.status === "approved" ? pack.approved : pack.pending,
      "",
      fill(pack.link, values),
      pack.cancel,
    ].join("\n"),
  };
}
