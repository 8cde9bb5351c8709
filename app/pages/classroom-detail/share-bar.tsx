import { Button, CopyButton } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { IconCheck, IconCopy, IconMail, IconShare } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/translation.tsx";
import catalogue from "../../components/catalogue/catalogue.module.css";
import classes from "./classroom-detail.module.css";

/**
 * Share and invite (frame §2 "Classroom detail: share/invite, copy link"):
 * the browser's own share sheet where it has one, an invitation by e-mail
 * naming the session and its address, and the address copied. `url` is the
 * page's canonical address, so every twin and language hands on the same one.
 */
export function ShareBar({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation();
  // The Web Share API is the browser's: known once hydrated, never on the server.
  const mounted = useMounted();
  const canShare = mounted && typeof navigator.share === "function";
  const invitation = t("classroom.detail.share.body", { name, url });
  const mailto = `mailto:?subject=${encodeURIComponent(
    t("classroom.detail.share.subject", { name }),
  )}&body=${encodeURIComponent(invitation)}`;

  return (
    <section className={classes.share} aria-labelledby="share-title" data-testid="session-share">
      <h2 id="share-title" className={classes.heading}>
        {t("classroom.detail.share.title")}
      </h2>
      <div className={classes.shareActions}>
        {canShare && (
          <Button
            variant="light"
            radius="xl"
            leftSection={<IconShare size={18} aria-hidden />}
            // Dismissing the share sheet rejects; nothing to tell the learner then.
            onClick={() => void navigator.share({ title: name, text: invitation, url }).catch(noop)}
            data-testid="session-share-native"
          >
            {t("classroom.detail.share.share")}
          </Button>
        )}
        <Button
          component="a"
          href={mailto}
          variant="default"
          radius="xl"
          leftSection={<IconMail size={18} aria-hidden />}
          data-testid="session-invite"
        >
          {t("classroom.detail.share.invite")}
        </Button>
        <CopyButton value={url} timeout={3000}>
          {({ copied, copy }) => (
            <>
              <Button
                variant={copied ? "filled" : "default"}
                color={copied ? "teal.8" : undefined}
                radius="xl"
                leftSection={
                  copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />
                }
                onClick={copy}
                data-testid="session-copy-link"
              >
                {copied ? t("classroom.detail.share.copied") : t("classroom.detail.share.copy")}
              </Button>
              {/* The change of the button's text is not announced: this is. */}
              <span className={catalogue.visuallyHidden} role="status">
                {copied ? t("classroom.detail.share.copiedStatus") : ""}
              </span>
            </>
          )}
        </CopyButton>
      </div>
      <p className={classes.address} dir="ltr" data-testid="session-address">
        {url}
      </p>
    </section>
  );
}

function noop() {}
