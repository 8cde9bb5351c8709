import { fillText as fill, mailTexts, type Mail } from "../identity/mail.ts";

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
  const { pack, locale } = mailTexts((mail) => mail.seatGiven, input.languagePackId, input.locale);
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
