import { Badge, Button } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import {
  IconCheck,
  IconClipboardText,
  IconClock,
  IconList,
  IconLock,
  IconPlayerPlay,
  IconPlayerSkipForward,
} from "@tabler/icons-react";
import { DetailLoadFailed } from "../../components/catalogue/detail-load-failed.tsx";
import type { CourseDetail } from "#contract/catalogue.ts";
import {
  CourseType,
  LearningProcess,
  RegistrationStatus,
  chapterLocked,
} from "#contract/catalogue-rules.ts";
import { CatalogueEmpty } from "../../components/catalogue/catalogue-empty.tsx";
import { LearningBadge } from "../../components/catalogue/course-card.tsx";
import { formatDuration } from "../../components/catalogue/format.ts";
import { certificationDetailPath, kindTrack } from "../../components/catalogue/links.ts";
import { PracticeEntry } from "./practice-entry.tsx";
import { QuizEntry } from "./quiz-entry.tsx";
import { useLoginTip } from "../../components/catalogue/login-tip.tsx";
import { PageHero, type Crumb } from "../../components/catalogue/page-hero.tsx";
import { RichText } from "../../components/catalogue/rich-text.tsx";
import { trackPath } from "../../frame/menus.ts";
import { useFrame } from "../../frame/use-frame.ts";
import { useCurrentUser } from "../../frame/use-user.ts";
import { LearnerPart } from "../../frame/learner-part.tsx";
import { EnrolmentDialogs } from "../../components/enrolment/enrolment-dialogs.tsx";
import { useEnrolment } from "../../components/enrolment/use-enrolment.ts";
import { ChapterPlayer } from "../../components/player/chapter-player.tsx";
import { ProgressSteps } from "../../components/progress-steps/progress-steps.tsx";
import { doneTextOf, learningStep, nextChapterIndex, openingChapterIndex } from "./chapters.ts";
import type { CourseDetailData } from "./page-data.ts";
import layout from "../../components/catalogue/detail-layout.module.css";
import { VideoPoster } from "../../components/catalogue/video-poster.tsx";
import classes from "./course.module.css";

export function CourseView({ data, compact }: { data: CourseDetailData; compact: boolean }) {
  if (!data.detail) {
    return <DetailLoadFailed compact={compact} />;
  }
  // Another course on the same route starts afresh, on its own chapter.
  return <Course key={data.detail.id} detail={data.detail} compact={compact} />;
}

function Course({ detail, compact }: { detail: CourseDetail; compact: boolean }) {
  const { t } = useTranslation();
  const frame = useFrame();
  const user = useCurrentUser();
  const loggedIn = user !== null;
  const quizFailed = loggedIn && detail.learningProcess === LearningProcess.fail;
  const loginTip = useLoginTip();
  const chapters = detail.courseContentReleaseDTOS;
  // Reopening a course opens the chapter last watched (learner §4 "Next chapter", §7 reload).
  const [selected, setSelected] = useState(() =>
    openingChapterIndex(chapters, detail.resumeChapterId),
  );
  const isVideo = detail.courseType === CourseType.video;
  // Learner §4: content needs an audited registration, or is a video; a visitor sees the lock for videos too.
  const ruleLocked = chapterLocked({
    loggedIn,
    courseType: detail.courseType,
    registrationStatus: detail.registrationStatus,
  });
  const isLocked = (index: number) => ruleLocked || (chapters[index]?.locked ?? true);
  const current = chapters[selected];
  const next = nextChapterIndex(chapters.length, selected);
  const done = doneTextOf(detail.courseType, detail.credits);
  // Learner §4 "Enrol flow" for this course or video (a visitor gets the login tip first).
  const enrolFlow = useEnrolment(
    {
      relationId: detail.id,
      kind: detail.kind,
      courseType: detail.courseType,
      name: detail.courseName,
      // Only certifications are reviewed: a course's or video's enrolment is approved at once.
      autoApprove: true,
    },
    { onLoginNeeded: loginTip.open },
  );

  const track = kindTrack(detail.kind);
  const crumbs: Crumb[] = [];
  if (track) {
    crumbs.push({
      label: track === "general" ? t("menu.general") : t("menu.brand"),
      path: trackPath(frame.tenant, track, "online-video-courses", frame.kinds),
    });
  }
  if (detail.relationId !== null) {
    crumbs.push({
      label: t("course.certification"),
      path: certificationDetailPath(detail.relationId),
    });
  }
  crumbs.push({ label: detail.courseName });

  const enrolment = (
    <LearnerPart buttons>
      <Enrolment
        detail={detail}
        loggedIn={loggedIn}
        onLoginNeeded={loginTip.open}
        onEnrol={() => enrolFlow.start()}
        busy={enrolFlow.busy || enrolFlow.step.name === "loading"}
      />
    </LearnerPart>
  );

  return (
    <div
      className={layout.page}
      data-compact={compact || undefined}
      data-testid="course-detail"
      data-course-type={detail.courseType}
    >
      <PageHero
        compact={compact}
        crumbs={crumbs}
        title={detail.courseName}
        eyebrow={
          <>
            <Badge variant="filled" radius="sm" size="lg">
              {isVideo ? t("catalogue.type.video") : t("catalogue.type.course")}
            </Badge>
            {detail.versionLabel && (
              <Badge variant="white" color="dark" radius="sm" size="lg">
                {detail.versionLabel}
              </Badge>
            )}
            <LearningBadge process={loggedIn ? detail.learningProcess : null} />
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
          <li>
            <IconList size={16} aria-hidden />
            {t("catalogue.chapterCount", { count: chapters.length })}
          </li>
          {detail.quizExist && (
            <li>
              <IconClipboardText size={16} aria-hidden />
              {t("course.withQuiz")}
            </li>
          )}
        </ul>
        {!compact && <div className={classes.heroActions}>{enrolment}</div>}
      </PageHero>

      <div className={`frame-container ${layout.layout}`}>
        <div className={layout.main}>
          <section
            className={layout.playerArea}
            aria-labelledby="player-title"
            data-testid="player-area"
          >
            <h2 id="player-title" className={classes.visuallyHidden}>
              {t("course.player")}
            </h2>
            {chapters.length > 0 && !isLocked(selected) ? (
              // Learner §4 "Next chapter": when a chapter ends, the next one in the list loads.
              <ChapterPlayer
                course={detail}
                chapterIndex={selected}
                onChapterEnd={() => {
                  if (next !== null) setSelected(next);
                }}
              />
            ) : (
              <CoursePoster
                detail={detail}
                chapterTitle={current?.title ?? detail.courseName}
                locked={chapters.length === 0 || isLocked(selected)}
                loggedIn={loggedIn}
                compact={compact}
                onLoginNeeded={loginTip.open}
              />
            )}
            <div className={classes.nowPlaying}>
              <div className={classes.nowPlayingText}>
                <span className={classes.nowPlayingLabel}>
                  {chapters.length > 0
                    ? t("course.chapterOf", { index: selected + 1, total: chapters.length })
                    : t("course.noChapters")}
                </span>
                {current && (
                  <span className={classes.nowPlayingTitle} data-testid="current-chapter">
                    {current.title}
                  </span>
                )}
              </div>
              {/* Learner §2: hidden on the last or only chapter. */}
              {next !== null && (
                <Button
                  variant="light"
                  radius="xl"
                  rightSection={
                    <IconPlayerSkipForward className="flip-rtl" size={16} aria-hidden />
                  }
                  onClick={() => setSelected(next)}
                  data-testid="next-chapter"
                >
                  {t("course.nextChapter")}
                </Button>
              )}
            </div>
          </section>

          {compact && <div className={classes.mobileActions}>{enrolment}</div>}

          <section className={layout.card} aria-labelledby="chapters-title" data-testid="chapters">
            <header className={classes.cardHead}>
              <h2 id="chapters-title" className={layout.cardTitle}>
                {t("course.chapters")}
              </h2>
              <span className={classes.cardHeadMeta}>
                {t("catalogue.chapterCount", { count: chapters.length })}
              </span>
            </header>
            {chapters.length === 0 ? (
              <CatalogueEmpty
                compact
                icon={<IconList size={24} aria-hidden />}
                title={t("course.noChapters")}
                description={t("course.noChaptersHint")}
              />
            ) : (
              <ol className={classes.chapterList}>
                {chapters.map((chapter, index) => {
                  const locked = isLocked(index);
                  return (
                    <li key={chapter.id}>
                      <button
                        type="button"
                        className={classes.chapter}
                        aria-current={index === selected ? "true" : undefined}
                        data-locked={locked || undefined}
                        data-testid="chapter"
                        onClick={() => setSelected(index)}
                      >
                        <span className={classes.chapterIndex} aria-hidden="true">
                          {chapter.completed && !locked ? (
                            <IconCheck size={16} aria-hidden />
                          ) : (
                            index + 1
                          )}
                        </span>
                        <span className={classes.chapterBody}>
                          <span className={classes.chapterTitle} data-testid="chapter-title">
                            {chapter.title}
                          </span>
                          {chapter.duration > 0 && (
                            <span className={classes.chapterMeta}>
                              {formatDuration(t, chapter.duration)}
                            </span>
                          )}
                        </span>
                        <span className={classes.chapterState}>
                          {locked ? (
                            <span className={classes.lock} data-testid="chapter-lock">
                              <IconLock size={16} aria-hidden />
                              <span className={classes.visuallyHidden}>{t("course.locked")}</span>
                            </span>
                          ) : chapter.completed ? (
                            <span className={classes.done}>{t("course.completed")}</span>
                          ) : (
                            <IconPlayerPlay size={18} aria-hidden />
                          )}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ol>
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

        <aside className={layout.aside} aria-label={t("course.sideLabel")}>
          <section
            className={layout.card}
            aria-labelledby="process-title"
            data-testid="learning-process"
          >
            <h2 id="process-title" className={layout.cardTitle}>
              {t("course.learningProcess")}
            </h2>
            {!loggedIn && <p className={classes.cardText}>{t("course.processVisitor")}</p>}
            <ProgressSteps
              steps={[
                {
                  key: "watch",
                  label: t("course.process.watch"),
                  description: t("course.process.watchText"),
                },
                ...(detail.quizExist
                  ? [
                      {
                        key: "quiz",
                        label: t("course.process.quiz"),
                        description: quizFailed
                          ? t("course.process.quizFailed")
                          : t("course.process.quizText"),
                        failed: quizFailed,
                      },
                    ]
                  : []),
                {
                  key: "done",
                  label: t("course.process.done"),
                  description: t(done.key, done.values),
                  descriptionTestId: "process-done-text",
                },
              ]}
              active={learningStep(
                loggedIn ? detail.learningProcess : LearningProcess.notStart,
                detail.quizExist,
              )}
              orientation="vertical"
              testId="learning-steps"
            />
          </section>

          {detail.quizExist && (
            <QuizEntry
              courseReleaseId={detail.id}
              inCertification={detail.relationId !== null}
              onLoginNeeded={loginTip.open}
            />
          )}
          {detail.practiceLabCount > 0 && (
            <PracticeEntry
              courseReleaseId={detail.id}
              courseName={detail.courseName}
              labCount={detail.practiceLabCount}
              compact={compact}
              onLoginNeeded={loginTip.open}
            />
          )}
        </aside>
      </div>
      {loginTip.dialog}
      <EnrolmentDialogs flow={enrolFlow} />
    </div>
  );
}

/** The enrol action (learner §2 "Course detail") and the registration state. */
function Enrolment({
  detail,
  loggedIn,
  onLoginNeeded,
  onEnrol,
  busy,
}: {
  detail: CourseDetail;
  loggedIn: boolean;
  onLoginNeeded: () => void;
  onEnrol: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  if (loggedIn && detail.registrationStatus === RegistrationStatus.Audited) {
    return (
      <Badge
        size="lg"
        radius="xl"
        color="teal"
        variant="light"
        leftSection={<IconCheck size={14} aria-hidden />}
        data-testid="registration-status"
      >
        {t("course.registration.enrolled")}
      </Badge>
    );
  }
  if (loggedIn && detail.registrationStatus === RegistrationStatus.NotAudited) {
    return (
      <Badge size="lg" radius="xl" color="yellow" variant="light" data-testid="registration-status">
        {t("course.registration.pending")}
      </Badge>
    );
  }
  return (
    <Button
      radius="xl"
      size="md"
      onClick={() => (loggedIn ? onEnrol() : onLoginNeeded())}
      loading={busy}
      data-testid="course-enrol"
    >
      {t("course.enrol")}
    </Button>
  );
}

/**
 * The player's place before the player can play (learner §2 "Course detail"):
 * the cover with the selected chapter, a lock and what opens it. No video
 * address is ever on this page.
 */
function CoursePoster({
  detail,
  chapterTitle,
  locked,
  loggedIn,
  compact,
  onLoginNeeded,
}: {
  detail: CourseDetail;
  chapterTitle: string;
  locked: boolean;
  loggedIn: boolean;
  compact: boolean;
  onLoginNeeded: () => void;
}) {
  const { t } = useTranslation();
  const text = !locked
    ? t("course.poster.ready")
    : !loggedIn
      ? t("course.poster.visitor")
      : detail.registrationStatus === RegistrationStatus.NotAudited
        ? t("course.poster.pending")
        : t("course.poster.enrol");
  return (
    <VideoPoster
      coverImage={detail.coverImage}
      title={chapterTitle}
      locked={locked}
      text={text}
      compact={compact}
      onLogin={locked && !loggedIn ? onLoginNeeded : undefined}
    />
  );
}
