import { ActionIcon, Loader } from "@mantine/core";
import { useEffect, useMemo, useState, type ReactNode, type RefObject } from "react";
import { IconMaximize } from "@tabler/icons-react";
import { Code } from "#contract/codes.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import { useApiClient } from "../../frame/use-frame.ts";
import { USER_INFO_PATH, useCurrentUser } from "../../frame/use-user.ts";
import { WatermarkCanvas } from "./watermark-canvas.tsx";
import { watermarkLines } from "./watermark.ts";
import classes from "./player.module.css";

export type PlayerStatus = "loading" | "ready" | "failed";

/**
 * What every player shows over its video (learner §9): the learner's identity
 * as a watermark, a loader while the signed URL is asked for, the failure.
 * The stage, not the video, goes full screen, so the watermark stays over it.
 */
export function PlayerStage({
  stageRef,
  status,
  failedText,
  children,
}: {
  stageRef: RefObject<HTMLDivElement | null>;
  status: PlayerStatus;
  failedText: string;
  /** The video element. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const identity = useWatermarkIdentity();
  return (
    <div ref={stageRef} className={classes.stage}>
      {children}
      <WatermarkCanvas lines={identity} />
      {status === "loading" && (
        <div className={classes.overlay}>
          <Loader color="white" aria-label={t("player.loading")} />
        </div>
      )}
      {status === "failed" && (
        <div className={classes.overlay} role="alert" data-testid="player-failed">
          <p className={classes.overlayText}>{failedText}</p>
        </div>
      )}
    </div>
  );
}

/** Full screen for the stage (watermark included); the video's own button is hidden. */
export function FullscreenButton({ stageRef }: { stageRef: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation();
  function toggle() {
    const stage = stageRef.current;
    if (!stage) return;
    if (document.fullscreenElement) void document.exitFullscreen();
    else void stage.requestFullscreen?.().catch(() => undefined);
  }
  return (
    // The browser's own tooltip: a Mantine Tooltip would bring its positioning library into the page's first load.
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      radius="xl"
      onClick={toggle}
      aria-label={t("player.fullscreen")}
      title={t("player.fullscreen")}
      data-testid="player-fullscreen"
    >
      <IconMaximize size={18} aria-hidden />
    </ActionIcon>
  );
}

/** The attributes every player's video shares: no download, no picture-in-picture, no menu. */
export const protectedVideo = {
  className: classes.video,
  preload: "metadata",
  controls: true,
  playsInline: true,
  disablePictureInPicture: true,
  controlsList: "nodownload nofullscreen noremoteplayback",
  onContextMenu: (event: { preventDefault(): void }) => event.preventDefault(),
} as const;

/** The learner's identity for the watermark: name and e-mail, or the user id (learner §9). */
function useWatermarkIdentity(): string[] {
  const api = useApiClient();
  const user = useCurrentUser();
  const [email, setEmail] = useState<string | null>(null);
  const userId = user?.id ?? null;
  useEffect(() => {
    if (userId === null) return;
    let alive = true;
    void api
      .get(USER_INFO_PATH, undefined, { quiet: true, loginRedirect: false })
      .then((envelope) => {
        if (alive && envelope.code === Code.success && envelope.data) setEmail(envelope.data.email);
      });
    return () => {
      alive = false;
    };
  }, [api, userId]);
  return useMemo(
    () => (user ? watermarkLines({ name: user.name, email, id: user.id }) : []),
    [user, email],
  );
}
