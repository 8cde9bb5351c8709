import { Badge, Button } from "@mantine/core";
import { useTranslation } from "../../i18n/translation.tsx";
import { Link } from "react-router";
import { IconCalendar, IconClipboardText, IconClock } from "@tabler/icons-react";
import type { TopicDetail } from "#contract/catalogue.ts";
import { ExamRelationType, QUIZ } from "#contract/exam-rules.ts";
import { examPath } from "../../components/catalogue/links.ts";
import { formatDate, formatDuration } from "../../components/catalogue/format.ts";
import { useLoginTip } from "../../components/catalogue/login-tip.tsx";
import { DetailLoadFailed } from "../../components/catalogue/detail-load-failed.tsx";
import { PageHero } from "../../components/catalogue/page-hero.tsx";
import { RichText } from "../../components/catalogue/rich-text.tsx";
import { EDUCATIONAL_VIDEO_PATH } from "../../frame/menus.ts";
import { useFrame, useSiteLinks } from "../../frame/use-frame.ts";
import { useCurrentUser } from "../../frame/use-user.ts";
import catalogue from "../../components/catalogue/catalogue.module.css";
import layout from "../../components/catalogue/detail-layout.module.css";
import { VideoPoster } from "../../components/catalogue/video-poster.tsx";
import { TopicPlayer } from "../../components/player/topic-player.tsx";
import { LearnerPart } from "../../frame/learner-part.tsx";
import type { TopicDetailData } from "./page-data.ts";
import classes from "./topic.module.css";

const quizButton = {
  fullWidth: true,
  radius: "xl",
  variant: "light",
  leftSection: <IconClipboardText size={18} aria-hidden />,
  "data-testid": "quiz-button",
} as const;

export function TopicView({ data, compact }: { data: TopicDetailData; compact: boolean }) {
  if (!data.detail) {
    return <DetailLoadFailed compact={compact} />;
  }
  return <Topic detail={data.detail} compact={compact} />;
}

function Topic({ detail, compact }: { detail: TopicDetail; compact: boolean }) {
  const { t } = useTranslation();
  const frame = useFrame();
  const user = useCurrentUser();
  const loginTip = useLoginTip();
  const { link } = useSiteLinks();
  // Learner §4: a video locks for visitors only, so the page needs no facts of the learner
  // beyond who they are (its data is everyone's: READS_NO_LEARNER).
  const locked = user === null;
  const facts = [
    { label: t("topic.productLine"), value: detail.productLineName ?? "" },
    { label: t("topic.videoType"), value: detail.videoTypeName ?? "" },
    {
      label: t("topic.duration"),
      value: detail.duration > 0 ? formatDuration(t, detail.duration) : "",
    },
    {
      label: t("topic.published"),
      value: detail.publishedAt
        ? formatDate(detail.publishedAt, frame.language.languageSimple)
        : "",
    },
  ].filter((fact) => fact.value);
  return (
    <div className={layout.page} data-compact={compact || undefined} data-testid="topic-detail">
      <PageHero
        compact={compact}
        crumbs={[
          { label: t("menu.educationalVideo"), path: EDUCATIONAL_VIDEO_PATH },
          { label: detail.topicName },
        ]}
        title={detail.topicName}
        eyebrow={
          <>
            <Badge variant="filled" radius="sm" size="lg">
              {t("catalogue.type.topic")}
            </Badge>
            {detail.productLineName && (
              <Badge variant="white" color="dark" radius="sm" size="lg">
                {detail.productLineName}
              </Badge>
            )}
          </>
        }
      >
        <ul className={layout.heroMeta}>
          {detail.duration > 0 && (
            <li>
              <IconClock size={16} aria-hidden />
              {formatDuration(t, detail.duration)}
            </li>
          )}
          {detail.videoTypeName && <li>{detail.videoTypeName}</li>}
          {detail.publishedAt && (
            <li>
              <IconCalendar size={16} aria-hidden />
              <time dateTime={detail.publishedAt}>
                {formatDate(detail.publishedAt, frame.language.languageSimple)}
              </time>
            </li>
          )}
        </ul>
      </PageHero>
      <div className={`frame-container ${layout.layout}`}>
        <div className={layout.main}>
          <section
            className={layout.playerArea}
            aria-labelledby="player-title"
            data-testid="player-area"
          >
            <h2 id="player-title" className={catalogue.visuallyHidden}>
              {t("course.player")}
            </h2>
            {locked ? (
              // A learner's shared page: the poster's "log in" waits for who they are (decision 0027).
              <LearnerPart>
                <VideoPoster
                  coverImage={detail.coverImage}
                  title={detail.topicName}
                  locked
                  text={t("course.poster.visitor")}
                  compact={compact}
                  onLogin={loginTip.open}
                />
              </LearnerPart>
            ) : (
              <TopicPlayer topic={detail} />
            )}
          </section>
          {detail.description.trim() && (
            <section className={layout.card} aria-labelledby="description-title">
              <h2 id="description-title" className={layout.cardTitle}>
                {t("course.description")}
              </h2>
              <RichText html={detail.description} />
            </section>
          )}
        </div>
        <aside className={layout.aside} aria-label={t("topic.aboutLabel")}>
          <section className={layout.card} aria-labelledby="topic-facts-title">
            <h2 id="topic-facts-title" className={layout.cardTitle}>
              {t("topic.about")}
            </h2>
            <dl className={classes.facts}>
              {facts.map((fact) => (
                <div key={fact.label} className={classes.fact}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
            <Button
              component={Link}
              to={link(EDUCATIONAL_VIDEO_PATH)}
              variant="light"
              radius="xl"
              fullWidth
              mt="md"
            >
              {t("topic.allVideos")}
            </Button>
          </section>
          {detail.quizExist && (
            <section
              className={layout.card}
              aria-labelledby="topic-quiz-title"
              data-testid="quiz-entry"
            >
              <h2 id="topic-quiz-title" className={layout.cardTitle}>
                {t("course.quiz.title")}
              </h2>
              <p className={classes.quizText} data-testid="quiz-text">
                {t("topic.quizText", { pass: QUIZ.passScore, total: QUIZ.totalScore })}
              </p>
              {/* Learner §4: a visitor gets the login tip; a signed-in learner qualifies (decision 0056). */}
              <LearnerPart buttons>
                {locked ? (
                  <Button {...quizButton} onClick={loginTip.open}>
                    {t("course.quiz.start")}
                  </Button>
                ) : (
                  <Button
                    {...quizButton}
                    component={Link}
                    to={link(examPath(detail.id, ExamRelationType.topic))}
                  >
                    {t("course.quiz.start")}
                  </Button>
                )}
              </LearnerPart>
            </section>
          )}
        </aside>
      </div>
      {loginTip.dialog}
    </div>
  );
}
