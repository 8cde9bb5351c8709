import { Progress } from "@mantine/core";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import { useRevalidator } from "react-router";
import type { ApiRequest } from "#contract/api.ts";
import type { CourseDetail } from "#contract/catalogue.ts";
import { Code } from "#contract/codes.ts";
import type { ReloadResult } from "#contract/learning.ts";
import { buildApiRequest } from "../../api-client.ts";
import { useApiClient, useFrame } from "../../frame/use-frame.ts";
import { createProgressReporter } from "./progress-reporter.ts";
import {
  FullscreenButton,
  PlayerStage,
  protectedVideo,
  type PlayerStatus,
} from "./player-stage.tsx";
import classes from "./player.module.css";

export const POWER_CHECK_PATH = "/certification/release/course/power/check";
export const RELOAD_PATH = "/certification/release/course/reload";

const clock = (seconds: number) => {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
};

/**
 * The course player (learner §2 "Course detail", §4 "Next chapter", §9): one
 * chapter at a time from its signed URL (power/check), resumed at the last
 * position (payDuration), its position reported with reload, the learner's
 * identity as a watermark, and progress bars for the chapter and the course.
 * When a chapter ends, onChapterEnd lets the page load the next one, which
 * then starts by itself.
 */
export function ChapterPlayer({
  course,
  chapterIndex,
  onChapterEnd,
}: {
  course: CourseDetail;
  chapterIndex: number;
  onChapterEnd: () => void;
}) {
  const { t } = useTranslation();
  const api = useApiClient();
  const frame = useFrame();
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  const chapters = course.courseContentReleaseDTOS;
  const chapter = chapters[chapterIndex];
  const videoRef = useRef<HTMLVideoElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const autoPlay = useRef(false);
  const onEnd = useRef(onChapterEnd);
  // The video's listeners outlive a render: they call the latest page callbacks.
  useEffect(() => {
    revalidate.current = revalidator.revalidate;
    onEnd.current = onChapterEnd;
  });
  const [status, setStatus] = useState<PlayerStatus>("loading");
  const [time, setTime] = useState({ current: 0, duration: chapter?.duration ?? 0 });
  const [completedNow, setCompletedNow] = useState<ReadonlySet<number>>(new Set());
  const completedIds = useRef(new Set<number>());

  const scope = useMemo(
    () => ({ siteId: frame.site.siteId, languageId: frame.language.id }),
    [frame.site.siteId, frame.language.id],
  );
  const courseId = course.id;
  const courseType = course.courseType;
  const quizExist = course.quizExist ? 1 : 0;
  const chapterId = chapter?.id ?? null;
  const locked = chapter?.locked ?? true;

  /** POST reload; keepalive lets it outlive a page that is going away (no sendBeacon: JSON with credentials). */
  const report = useCallback(
    async (releaseCourseContentId: number, payDuration: number, keepalive: boolean) => {
      const { url, init } = buildApiRequest(
        "POST",
        RELOAD_PATH,
        {
          releaseCourseId: courseId,
          releaseCourseContentId,
          payDuration,
          quizExist,
        } satisfies ApiRequest<typeof RELOAD_PATH>,
        scope,
      );
      try {
        const response = await fetch(url, { ...init, keepalive });
        const body = (await response.json()) as { code: number; data: ReloadResult | null };
        if (body.code !== Code.success || !body.data) return;
        if (body.data.chapterCompleted && !completedIds.current.has(releaseCourseContentId)) {
          completedIds.current.add(releaseCourseContentId);
          setCompletedNow(new Set(completedIds.current));
          // The chapter list and the learning process follow the new completion.
          if (!keepalive) void revalidate.current();
        }
      } catch {
        // The next report carries the position again.
      }
    },
    [courseId, quizExist, scope],
  );

  useEffect(() => {
    const video = videoRef.current;
    if (!video || chapterId === null || locked) return;
    const courseContentId = chapterId;
    let alive = true;
    let resumed = false;
    let retried = false;
    const reporter = createProgressReporter({
      send: (payDuration, { keepalive }) => void report(chapterId, payDuration, keepalive),
    });
    setStatus("loading");
    setTime({ current: 0, duration: 0 });

    async function open(resumeAt: number | null) {
      const envelope = await api.get(POWER_CHECK_PATH, {
        id: courseId,
        courseContentId,
        courseType,
      });
      if (!alive || !video) return;
      if (envelope.code !== Code.success || !envelope.data) {
        setStatus("failed");
        return;
      }
      const { url, payDuration } = envelope.data;
      const start = resumeAt ?? payDuration;
      if (resumeAt === null) reporter.seed(payDuration);
      const onMetadata = () => {
        if (!alive) return;
        // Resume where the learner stopped, unless that was the end (then from the start).
        if (start > 0 && start < video.duration - 1) video.currentTime = start;
        resumed = true;
        setTime({ current: video.currentTime, duration: video.duration });
        setStatus("ready");
        if (autoPlay.current) {
          autoPlay.current = false;
          video.play().catch(() => undefined);
        }
      };
      video.addEventListener("loadedmetadata", onMetadata, { once: true });
      video.src = url;
    }

    const onTimeUpdate = () => {
      setTime({ current: video.currentTime, duration: video.duration });
      if (resumed && !video.paused) reporter.tick(video.currentTime);
    };
    const onPause = () => {
      if (resumed && !video.ended) reporter.flush(video.currentTime);
    };
    const onEnded = () => {
      reporter.flush(video.duration, { force: true });
      autoPlay.current = true;
      onEnd.current();
    };
    // An expired signed URL (a long pause): ask for a new one once and go on from here.
    const onError = () => {
      if (!resumed || retried) return setStatus("failed");
      retried = true;
      resumed = false;
      void open(video.currentTime);
    };
    const onHidden = () => {
      if (document.visibilityState === "hidden" && resumed)
        reporter.flush(video.currentTime, { keepalive: true });
    };
    const onPageHide = () => {
      if (resumed) reporter.flush(video.currentTime, { keepalive: true });
    };
    video.addEventListener("timeupdate", onTimeUpdate);
    video.addEventListener("pause", onPause);
    video.addEventListener("ended", onEnded);
    video.addEventListener("error", onError);
    document.addEventListener("visibilitychange", onHidden);
    window.addEventListener("pagehide", onPageHide);
    void open(null);

    return () => {
      alive = false;
      // Leaving the chapter (another chapter, another page in the app) keeps its position.
      if (resumed && !video.ended) reporter.flush(video.currentTime, { keepalive: true });
      video.removeEventListener("timeupdate", onTimeUpdate);
      video.removeEventListener("pause", onPause);
      video.removeEventListener("ended", onEnded);
      video.removeEventListener("error", onError);
      document.removeEventListener("visibilitychange", onHidden);
      window.removeEventListener("pagehide", onPageHide);
      video.pause();
      video.removeAttribute("src");
      video.load();
    };
  }, [api, chapterId, courseId, courseType, locked, report]);

  const completed = chapters.filter((c) => c.completed || completedNow.has(c.id)).length;
  const coursePercent = chapters.length > 0 ? (completed / chapters.length) * 100 : 0;
  const chapterPercent =
    time.duration > 0 ? Math.min(100, (time.current / time.duration) * 100) : 0;

  return (
    <div className={classes.player} data-testid="chapter-player" data-status={status}>
      <PlayerStage stageRef={stageRef} status={status} failedText={t("player.failed")}>
        <video
          ref={videoRef}
          {...protectedVideo}
          // Faster playback completes no chapter sooner (decision 0042): the controls do not offer it.
          controlsList={`${protectedVideo.controlsList} noplaybackrate`}
          aria-label={t("player.videoLabel", { title: chapter?.title ?? course.courseName })}
          data-testid="chapter-video"
          data-chapter-id={chapterId ?? undefined}
        />
      </PlayerStage>
      <div className={classes.bars}>
        <div className={classes.bar} data-testid="chapter-progress">
          <div className={classes.barHead}>
            <span className={classes.barLabel}>{t("player.chapterProgress")}</span>
            <span className={classes.barValue} dir="ltr">
              {clock(time.current)} / {clock(time.duration)}
            </span>
          </div>
          <Progress
            value={chapterPercent}
            size="sm"
            radius="xl"
            aria-label={t("player.chapterProgress")}
            transitionDuration={200}
          />
        </div>
        <div className={classes.bar} data-testid="course-progress" data-completed={completed}>
          <div className={classes.barHead}>
            <span className={classes.barLabel}>{t("player.courseProgress")}</span>
            <span className={classes.barValue}>
              {t("player.chaptersDone", { done: completed, total: chapters.length })}
            </span>
          </div>
          <Progress
            value={coursePercent}
            size="sm"
            radius="xl"
            color="teal"
            aria-label={t("player.courseProgress")}
          />
        </div>
        <FullscreenButton stageRef={stageRef} />
      </div>
    </div>
  );
}
