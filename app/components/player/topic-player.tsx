import { useEffect, useRef, useState } from "react";
import type { TopicDetail } from "#contract/catalogue.ts";
import { Code } from "#contract/codes.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import { useApiClient } from "../../frame/use-frame.ts";
import {
  FullscreenButton,
  PlayerStage,
  protectedVideo,
  type PlayerStatus,
} from "./player-stage.tsx";
import classes from "./player.module.css";

export const TOPIC_POWER_CHECK_PATH = "/certification/release/topic/power/check";

/**
 * A topic's player (learner §2 "topic (video) detail", §4: videos are open to
 * every signed-in learner): the video from its signed URL, the learner's
 * identity over it. A topic keeps no progress, so it starts from the
 * beginning; an expired URL (a long pause) is asked for again once, and the
 * video goes on from where it was.
 */
export function TopicPlayer({ topic }: { topic: TopicDetail }) {
  const { t } = useTranslation();
  const api = useApiClient();
  const videoRef = useRef<HTMLVideoElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<PlayerStatus>("loading");
  const topicId = topic.id;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let alive = true;
    let opened = false;
    let retried = false;
    setStatus("loading");

    async function open(resumeAt: number) {
      const envelope = await api.get(TOPIC_POWER_CHECK_PATH, { id: topicId });
      if (!alive || !video) return;
      if (envelope.code !== Code.success || !envelope.data) {
        setStatus("failed");
        return;
      }
      const onMetadata = () => {
        if (!alive) return;
        if (resumeAt > 0 && resumeAt < video.duration - 1) video.currentTime = resumeAt;
        opened = true;
        setStatus("ready");
      };
      video.addEventListener("loadedmetadata", onMetadata, { once: true });
      video.src = envelope.data.url;
    }
    const onError = () => {
      if (!opened || retried) return setStatus("failed");
      retried = true;
      opened = false;
      void open(video.currentTime);
    };
    video.addEventListener("error", onError);
    void open(0);
    return () => {
      alive = false;
      video.removeEventListener("error", onError);
      video.pause();
      video.removeAttribute("src");
      video.load();
    };
  }, [api, topicId]);

  return (
    <div className={classes.player} data-testid="topic-player" data-status={status}>
      <PlayerStage stageRef={stageRef} status={status} failedText={t("player.videoFailed")}>
        <video
          ref={videoRef}
          {...protectedVideo}
          poster={topic.coverImage || undefined}
          aria-label={t("player.videoLabel", { title: topic.topicName })}
          data-testid="topic-video"
        />
      </PlayerStage>
      <div className={classes.bars}>
        <FullscreenButton stageRef={stageRef} />
      </div>
    </div>
  );
}
