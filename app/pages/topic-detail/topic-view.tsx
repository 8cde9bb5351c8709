import { Badge, Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { IconCalendar, IconClock, IconLock, IconPlayerPlay } from "@tabler/icons-react";
import type { TopicDetail } from "#contract/catalogue.ts";
import { formatDate, formatDuration } from "../../components/catalogue/format.ts";
import { useLoginTip } from "../../components/catalogue/login-tip.tsx";
import { DetailLoadFailed } from "../../components/catalogue/detail-load-failed.tsx";
import { PageHero } from "../../components/catalogue/page-hero.tsx";
import { RichText } from "../../components/catalogue/rich-text.tsx";
import { EDUCATIONAL_VIDEO_PATH } from "../../frame/menus.ts";
import { useFrame, useSiteLinks } from "../../frame/use-frame.ts";
import { useCurrentUser } from "../../frame/use-user.ts";
import course from "../course-detail/course.module.css";
import type { TopicDetailData } from "./route.tsx";
import classes from "./topic.module.css";

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
  // Learner §4: a visitor sees the lock for videos too.
  const locked = detail.locked || user === null;
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
    <div className={course.page} data-compact={compact || undefined} data-testid="topic-detail">
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
        <ul className={course.heroMeta}>
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
      <div className={`frame-container ${course.layout}`}>
        <div className={course.main}>
          <section
            className={course.playerArea}
            aria-labelledby="player-title"
            data-testid="player-area"
          >
            <h2 id="player-title" className={course.visuallyHidden}>
              {t("course.player")}
            </h2>
            <div className={course.poster} data-locked={locked || undefined} data-testid="poster">
              {detail.coverImage && (
                <img src={detail.coverImage} alt="" className={course.posterImage} />
              )}
              <div className={course.posterOverlay}>
                <span className={course.posterIcon}>
                  {locked ? (
                    <IconLock size={30} aria-hidden />
                  ) : (
                    <IconPlayerPlay size={34} aria-hidden />
                  )}
                </span>
                <p className={course.posterTitle}>{detail.topicName}</p>
                {locked && user === null ? (
                  <>
                    <p className={course.posterText}>{t("course.poster.visitor")}</p>
                    <Button radius="xl" onClick={loginTip.open} data-testid="poster-login">
                      {t("catalogue.loginTip.login")}
                    </Button>
                  </>
                ) : (
                  <p className={course.posterText}>
                    {locked ? t("course.poster.enrol") : t("course.poster.ready")}
                  </p>
                )}
              </div>
            </div>
          </section>
          {detail.description.trim() && (
            <section className={course.card} aria-labelledby="description-title">
              <h2 id="description-title" className={course.cardTitle}>
                {t("course.description")}
              </h2>
              <RichText html={detail.description} />
            </section>
          )}
        </div>
        <aside className={course.aside} aria-label={t("topic.aboutLabel")}>
          <section className={course.card} aria-labelledby="topic-facts-title">
            <h2 id="topic-facts-title" className={course.cardTitle}>
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
        </aside>
      </div>
      {loginTip.dialog}
    </div>
  );
}
