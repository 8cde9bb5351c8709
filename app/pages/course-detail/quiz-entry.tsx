import { Badge, Button } from "@mantine/core";
import { IconCheck, IconClipboardText } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import { Link } from "react-router";
import { Code } from "#contract/codes.ts";
import type { ExerciseResult } from "#contract/exam.ts";
import { ExamRelationType, PassStatus, QUIZ } from "#contract/exam-rules.ts";
import { examPath } from "../../components/catalogue/links.ts";
import { useApiClient, useSiteLinks } from "../../frame/use-frame.ts";
import { useCurrentUser } from "../../frame/use-user.ts";
import layout from "../../components/catalogue/detail-layout.module.css";
import classes from "./course.module.css";

const EXERCISE_RESULT_PATH = "/certification/skillLearn/getExerciseResult";

/** The learner's quiz of this course so far (skillLearn/getExerciseResult); null for a visitor or before it answers. */
function useExerciseResult(courseReleaseId: number, signedIn: boolean): ExerciseResult | null {
  const api = useApiClient();
  const [result, setResult] = useState<ExerciseResult | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    void api
      .post(
        EXERCISE_RESULT_PATH,
        { releaseCourseId: courseReleaseId },
        { quiet: true, signal: controller.signal },
      )
      .then((envelope) => {
        if (envelope.code === Code.success && envelope.data) setResult(envelope.data);
      });
    return () => controller.abort();
  }, [api, courseReleaseId, signedIn]);
  return signedIn && result?.releaseCourseId === courseReleaseId ? result : null;
}

/**
 * The quiz entry of a course (learner §2 "Course detail"): it opens the quiz
 * on the exam page; a visitor gets the login tip first (learner §4 "Quiz").
 * A course of a certification has its quiz (relation type 1); a course no
 * certification lists has the exam of a non-certification course (3), which
 * completes the course (decision 0056).
 */
export function QuizEntry({
  courseReleaseId,
  inCertification,
  onLoginNeeded,
}: {
  courseReleaseId: number;
  inCertification: boolean;
  onLoginNeeded: () => void;
}) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  const signedIn = useCurrentUser() !== null;
  const result = useExerciseResult(courseReleaseId, signedIn);
  const passed = result?.passStatus === PassStatus.pass;
  const attempted = result !== null && result.examNums > 0;
  const label = attempted ? t("course.quiz.again") : t("course.quiz.start");
  const common = {
    fullWidth: true,
    radius: "xl",
    variant: "light",
    leftSection: <IconClipboardText size={18} aria-hidden />,
    "data-testid": "quiz-button",
  } as const;
  return (
    <section className={layout.card} aria-labelledby="quiz-title" data-testid="quiz-entry">
      <h2 id="quiz-title" className={layout.cardTitle}>
        {t("course.quiz.title")}
      </h2>
      <p className={classes.cardText} data-testid="quiz-text">
        {t(inCertification ? "course.quiz.text" : "course.quiz.nonCertificationText", {
          pass: QUIZ.passScore,
          total: QUIZ.totalScore,
        })}
      </p>
      {attempted && (
        <p className={classes.quizResult} data-testid="quiz-result">
          {passed && (
            <Badge
              color="teal"
              variant="light"
              radius="xl"
              leftSection={<IconCheck size={12} aria-hidden />}
            >
              {t("course.quiz.passed")}
            </Badge>
          )}
          {result.score !== null && (
            <span>{t("course.quiz.lastScore", { score: result.score })}</span>
          )}
        </p>
      )}
      {signedIn ? (
        <Button
          {...common}
          component={Link}
          to={link(
            examPath(
              courseReleaseId,
              inCertification ? ExamRelationType.course : ExamRelationType.nonCertification,
            ),
          )}
        >
          {label}
        </Button>
      ) : (
        <Button {...common} onClick={onLoginNeeded}>
          {label}
        </Button>
      )}
    </section>
  );
}
