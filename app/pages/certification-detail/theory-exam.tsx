import { IconClipboardText } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CertificationDetail } from "#contract/catalogue.ts";
import classes from "./detail.module.css";

/** The theory exam tab (#take-exam): its rules and the same actions as the progress card. */
export function TheoryExam({
  detail,
  actions,
}: {
  detail: CertificationDetail;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
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
          <strong>80/100</strong>
          <span>{t("certification.exam.passScore")}</span>
        </li>
        <li>
          <strong>60</strong>
          <span>{t("certification.exam.minutes")}</span>
        </li>
        <li>
          <strong>2</strong>
          <span>{t("certification.exam.attempts")}</span>
        </li>
      </ul>
      <div className={classes.examActions}>{actions}</div>
    </div>
  );
}
