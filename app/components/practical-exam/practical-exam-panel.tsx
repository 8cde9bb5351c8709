import { NativeSelect, Skeleton } from "@mantine/core";
import { IconMapPin } from "@tabler/icons-react";
import { useCallback, useEffect, useState } from "react";
import type { PracticalExamRegion, PracticalExamSession } from "#contract/practical-exam.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import { CatalogueEmpty } from "../catalogue/catalogue-empty.tsx";
import { SessionsLoading } from "../classroom/session-card.tsx";
import { PracticalSessionList } from "./practical-session-card.tsx";
import {
  PRACTICAL_EXAM_PATHS,
  usePracticalExamEnrolment,
} from "./use-practical-exam-enrolment.tsx";
import { useApiClient } from "../../frame/use-frame.ts";
import type { EnrolmentLetter } from "../classroom/enrolment-letter.ts";
import classes from "./practical-exam-panel.module.css";

const ALL = "";

/**
 * The practical exam tab (learner §2 "A region filter for practical exams",
 * §3 "Practical exam"), on the certification detail and on the invitation
 * letter's page (frame §2): the regions with sessions of the release to come
 * (POST /certification/practicalExam/getRegion), its sessions in the region
 * chosen (POST /certification/practicalExam/getOfCertification), read when
 * the tab opens, when the region changes and after every enrolment or
 * cancellation. The filter is a native select: no overlay to load
 * (decision 0014).
 */
export function PracticalExamPanel({
  relationId,
  compact,
  letter,
}: {
  relationId: number;
  compact: boolean;
  /** The invitation letter enrolments come with (the invitation-letter page). */
  letter?: EnrolmentLetter;
}) {
  const { t } = useTranslation();
  const api = useApiClient();
  const [regions, setRegions] = useState<PracticalExamRegion[] | null>(null);
  const [region, setRegion] = useState<string>(ALL);
  const [sessions, setSessions] = useState<PracticalExamSession[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void api
      .list(
        "POST",
        PRACTICAL_EXAM_PATHS.regions,
        { certificationId: relationId },
        {
          signal: controller.signal,
        },
      )
      .then((list) => {
        if (!controller.signal.aborted) setRegions(list);
      });
    return () => controller.abort();
  }, [api, relationId]);

  const fetchSessions = useCallback(
    (signal?: AbortSignal) =>
      api.list(
        "POST",
        PRACTICAL_EXAM_PATHS.ofCertification,
        { relationId, regionId: region === ALL ? undefined : Number(region) },
        { signal },
      ),
    [api, relationId, region],
  );

  useEffect(() => {
    const controller = new AbortController();
    void fetchSessions(controller.signal).then((list) => {
      if (!controller.signal.aborted) setSessions(list);
    });
    return () => controller.abort();
  }, [fetchSessions]);

  const reload = useCallback(async () => setSessions(await fetchSessions()), [fetchSessions]);
  const enrolment = usePracticalExamEnrolment(reload, letter);
  const regionName = regions?.find((item) => String(item.regionId) === region)?.name;

  return (
    <div className={classes.practical} data-testid="practical-exam">
      <div className={classes.regionFilter}>
        {regions === null ? (
          <Skeleton height={60} radius="md" />
        ) : (
          <NativeSelect
            label={t("certification.practical.region")}
            data={[
              { value: ALL, label: t("certification.practical.allRegions") },
              ...regions.map((item) => ({ value: String(item.regionId), label: item.name })),
            ]}
            value={region}
            onChange={(event) => {
              setSessions(null);
              setRegion(event.currentTarget.value);
            }}
            leftSection={<IconMapPin size={16} aria-hidden />}
            radius="md"
            data-testid="region-filter"
          />
        )}
      </div>
      {sessions === null ? (
        <SessionsLoading />
      ) : sessions.length === 0 ? (
        <CatalogueEmpty
          compact={compact}
          icon={<IconMapPin size={26} aria-hidden />}
          title={t("certification.practical.noSessions")}
          description={
            regionName
              ? t("certification.practical.noSessionsIn", { region: regionName })
              : t("certification.practical.noSessionsHint")
          }
          testId="practical-sessions-empty"
        />
      ) : (
        <PracticalSessionList sessions={sessions} enrolment={enrolment} compact={compact} />
      )}
      {enrolment.dialog}
    </div>
  );
}
