import { IconClipboardText } from "@tabler/icons-react";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import type { CertificationDetail } from "#contract/catalogue.ts";
import { CertificationStatus } from "#contract/catalogue-rules.ts";
import { Code } from "#contract/codes.ts";
import type { ExamResult } from "#contract/exam.ts";
import { ExamRelationType, PassStatus, THEORY_EXAM } from "#contract/exam-rules.ts";
import { useApiClient } from "../../frame/use-frame.ts";
import { useCurrentUser } from "../../frame/use-user.ts";
import classes from "./detail.module.css";

const EXAM_RESULT_PATH = "/certification/exam/getExamResult";

/**
 * The learner's theory exam so far (learner §3 "Exam result"): attempts used
 * of the most allowed and the last score, once the credits are complete.
 */
function useTheoryExamStatus(detail: CertificationDetail): ExamResult | null {
  const api = useApiClient();
  const signedIn = useCurrentUser() !== null;
  const [status, setStatus] = useState<{ releaseId: number; result: ExamResult } | null>(null);
  const sits = signedIn && detail.currentStatus >= CertificationStatus.exam;
  useEffect(() => {
    if (!sits) return;
    const controller = new AbortController();
    void api
      .post(
        EXAM_RESULT_PATH,
        { releaseId: detail.id, relationType: ExamRelationType.certification },
        { quiet: true, signal: controller.signal },
      )
      .then((envelope) => {
        if (envelope.code === Code.success && envelope.data)
          setStatus({ releaseId: detail.id, result: envelope.data });
      });
    return () => controller.abort();
  }, [api, sits, detail.id, detail.currentStatus]);
  return sits && status?.releaseId === detail.id ? status.result : null;
}

/** The theory exam tab (#take-exam): its rules, the learner's attempts and the same actions as the progress card. */
export function TheoryExam({
  detail,
  actions,
}: {
  detail: CertificationDetail;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const status = useTheoryExamStatus(detail);
  const graded = status !== null && status.passStatus !== PassStatus.notParticipated;
  return (
    <div id="take-exam" className={classes.exam} data-testid="theory-exam">
      <div className={classes.examIntro}>
        <span className={classes.examIcon}>
          <IconClipboardText size={26} aria-hidden />
        </span>
        <div>
          <h3 className={classes.courseGroupTitle}>{t("certification.exam.title")}</h3>
          <p className={classes.courseGroupHint}>
            {t("certification.exam.text", { count: detail.creditsNeeded })}
          </p>
        </div>
      </div>
      <ul className={classes.examFacts}>
        <li>
          <strong>
            {THEORY_EXAM.passScore}/{THEORY_EXAM.totalScore}
          </strong>
          <span>{t("certification.exam.passScore")}</span>
        </li>
        <li>
          <strong>{THEORY_EXAM.durationSeconds / 60}</strong>
          <span>{t("certification.exam.minutes")}</span>
        </li>
        <li>
          <strong>{status?.maxExamNums || THEORY_EXAM.defaultMaxAttempts}</strong>
          <span>{t("certification.exam.attempts")}</span>
        </li>
      </ul>
      {graded && (
        <p className={classes.examStatus} data-testid="theory-exam-status">
          <span data-testid="theory-exam-attempts">
            {t("certification.exam.attemptsUsed", {
              used: status.examNums,
              max: status.maxExamNums,
            })}
          </span>
          {status.theoryExamScore !== null && (
            <span data-testid="theory-exam-score">
              {t("certification.exam.lastScore", { score: status.theoryExamScore })}
            </span>
          )}
        </p>
      )}
      <div className={classes.examActions}>{actions}</div>
    </div>
  );
}
