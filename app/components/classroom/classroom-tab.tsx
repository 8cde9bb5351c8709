import { IconCalendar } from "@tabler/icons-react";
import { useCallback, useEffect, useState } from "react";
import type { ClassroomSession } from "#contract/classroom.ts";
import { ClassroomType } from "#contract/classroom-rules.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import { CatalogueEmpty } from "../catalogue/catalogue-empty.tsx";
import { SessionList, SessionsLoading } from "./session-card.tsx";
import type { EnrolmentLetter } from "./enrolment-letter.ts";
import { useClassroomEnrolment } from "./use-classroom-enrolment.tsx";
import { useApiClient } from "../../frame/use-frame.ts";

export const OF_CERTIFICATION_PATH = "/certification/classroom/getOfCertification";

/**
 * The online or onsite classroom tab of a certification (learner §2), on its
 * detail page and on the invitation letter's page (frame §2): the
 * release's upcoming sessions of that type, read when the tab opens and again
 * after every enrolment or cancellation; the empty state when there are none.
 */
export function ClassroomTab({
  relationId,
  online,
  compact,
  letter,
}: {
  relationId: number;
  online: boolean;
  compact: boolean;
  /** The invitation letter enrolments come with (the invitation-letter page). */
  letter?: EnrolmentLetter;
}) {
  const { t } = useTranslation();
  const api = useApiClient();
  const [sessions, setSessions] = useState<ClassroomSession[] | null>(null);
  const type = online ? ClassroomType.online : ClassroomType.onsite;

  const fetchSessions = useCallback(
    (signal?: AbortSignal) =>
      api.list("POST", OF_CERTIFICATION_PATH, { relationId, type }, { signal }),
    [api, relationId, type],
  );

  useEffect(() => {
    const controller = new AbortController();
    void fetchSessions(controller.signal).then((list) => {
      if (!controller.signal.aborted) setSessions(list);
    });
    return () => controller.abort();
  }, [fetchSessions]);

  const reload = useCallback(async () => setSessions(await fetchSessions()), [fetchSessions]);
  const enrolment = useClassroomEnrolment("certification", reload, letter);
  const testId = online ? "online-classroom" : "onsite-classroom";

  return (
    <div data-testid={testId}>
      {sessions === null ? (
        <SessionsLoading />
      ) : sessions.length === 0 ? (
        <CatalogueEmpty
          compact={compact}
          icon={<IconCalendar size={26} aria-hidden />}
          title={t(
            online ? "certification.classroom.onlineTitle" : "certification.classroom.onsiteTitle",
          )}
          description={t("catalogue.classroom.comingSoonHint")}
          testId={`${testId}-empty`}
        />
      ) : (
        <SessionList sessions={sessions} enrolment={enrolment} compact={compact} />
      )}
      {enrolment.dialog}
    </div>
  );
}
