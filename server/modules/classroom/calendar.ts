import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { classrooms } from "#db/schema/classroom.ts";

type Session = typeof classrooms.$inferSelect;

/**
 * The calendar file of a learner's classroom enrolment (issue 12: "an .ics
 * calendar file for every enrolment"): one event at the session's instants,
 * tentative while the enrolment awaits approval. The live link is in it only
 * once the enrolment is approved, as on the page.
 */
export function classroomCalendar(input: {
  session: Session;
  status: "pending" | "approved" | "checked_in";
  /** The session's page, and what the event's id is unique within. */
  detailUrl: string;
  host: string;
  brandName: string;
  now: Date;
}): string {
  const { session, status } = input;
  const admitted = status !== "pending";
  const online = session.type === 1;
  const calendar = ical({
    name: input.brandName,
    prodId: { company: input.brandName, product: "Academy classrooms", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
  });
  const description = [
    session.description,
    `Trainer: ${session.trainerName}`,
    admitted && online && session.liveLink ? `Join: ${session.liveLink}` : "",
    admitted && online && session.livePassword ? `Password: ${session.livePassword}` : "",
    input.detailUrl,
  ]
    .filter(Boolean)
    .join("\n");
  calendar.createEvent({
    id: `classroom-${session.id}@${input.host}`,
    stamp: input.now,
    start: session.startsAt,
    end: session.endsAt,
    summary: session.classroomName,
    description,
    location: online
      ? admitted && session.liveLink
        ? session.liveLink
        : "Online"
      : session.location,
    url: input.detailUrl,
    status: admitted ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
  });
  return calendar.toString();
}
