import type { FastifyInstance } from "fastify";
import { ApiError } from "../../errors.ts";
import { classroomCalendar } from "./calendar.ts";

type Params = { Params: { classroomId: string } };

/**
 * GET /classroom/calendar/{classroomId}.ics: the signed-in learner's calendar
 * file of a session they are enrolled in (outside /api: a file, not an
 * envelope). A visitor is sent to sign in and comes back here.
 */
export async function classroomCalendarRoutes(app: FastifyInstance) {
  const { classrooms } = app.services;
  app.get<Params>("/classroom/calendar/:classroomId", async (request, reply) => {
    const match = /^(\d{1,9})\.ics$/.exec(request.params.classroomId);
    if (!match) return reply.callNotFound();
    if (request.userId === null)
      return reply.redirect(
        `/user/sso/login?target=${encodeURIComponent(request.url.split("?")[0]!)}`,
        302,
      );
    try {
      const { session, status } = await classrooms.calendarEntry(request.userId, Number(match[1]));
      // Another brand's session is not found on this host.
      const site = app.siteDirectory().site(session.siteId);
      if (!site || site.tenantId !== request.tenant.id) return reply.callNotFound();
      const origin = app.identity.originFor(request);
      const detailPath =
        session.certificationReleaseId === null
          ? "/workshop-seminar/list"
          : `/certification/detail/${session.certificationReleaseId}`;
      const calendar = classroomCalendar({
        session,
        status,
        detailUrl: `${origin}${site.pathPrefix}${detailPath}`,
        host: new URL(origin).host,
        brandName: request.tenant.brandName,
        now: new Date(),
      });
      return reply
        .type("text/calendar; charset=utf-8")
        .header("cache-control", "private, no-store")
        .header("content-disposition", `attachment; filename="classroom-${session.id}.ics"`)
        .send(calendar);
    } catch (error) {
      if (error instanceof ApiError) return reply.callNotFound();
      throw error;
    }
  });
}
