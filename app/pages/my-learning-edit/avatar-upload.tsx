import { Avatar, Button, FileButton, Text } from "@mantine/core";
import { useState } from "react";
import { IconUser } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/translation.tsx";
import { Code } from "#contract/codes.ts";
import { AVATAR_MAX_BYTES } from "#contract/identity-rules.ts";
import { showToast } from "../../components/toasts.tsx";
import { useApiClient } from "../../frame/use-frame.ts";
import classes from "./profile-edit.module.css";

export const AVATAR_UPLOAD_PATH = "/user/image/upload";

/**
 * The profile photo (frame §3: JPG or PNG, up to 200 KB). The browser refuses
 * what is plainly too large or of another type before sending it; the server
 * checks the bytes themselves and keeps a re-encoded copy.
 */
export function AvatarUpload({
  name,
  photoImgUrl,
  onChange,
}: {
  name: string;
  photoImgUrl: string;
  onChange: (photoImgUrl: string) => void;
}) {
  const { t } = useTranslation();
  const api = useApiClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File | null) {
    if (!file) return;
    setError(null);
    if (file.size > AVATAR_MAX_BYTES) return setError(t("profile.avatarTooLarge"));
    if (file.type !== "image/png" && file.type !== "image/jpeg")
      return setError(t("profile.avatarType"));
    const form = new FormData();
    form.append("image", file);
    setBusy(true);
    try {
      const envelope = await api.upload(AVATAR_UPLOAD_PATH, form, { quiet: true });
      if (envelope.code === Code.success && envelope.data) {
        onChange(envelope.data.photoImgUrl);
        showToast({ message: t("profile.avatarSaved"), color: "green" });
        return;
      }
      const reason = (envelope.errorContext as { fields?: { image?: string } } | null)?.fields
        ?.image;
      setError(
        reason === "at most 200 KB"
          ? t("profile.avatarTooLarge")
          : reason
            ? t("profile.avatarType")
            : envelope.message,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={classes.avatar}>
      <Avatar
        src={photoImgUrl || null}
        alt={t("myLearning.avatarAlt")}
        size={96}
        radius="50%"
        color="brand"
        data-testid="profile-avatar"
      >
        {name.trim().charAt(0).toUpperCase() || <IconUser size={40} aria-hidden />}
      </Avatar>
      <div>
        <FileButton
          onChange={(file) => void upload(file)}
          accept="image/png,image/jpeg"
          inputProps={{ "aria-label": t("profile.avatarChange") }}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              radius="xl"
              loading={busy}
              data-testid="avatar-button"
            >
              {t("profile.avatarChange")}
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed" mt={4}>
          {t("profile.avatarHint")}
        </Text>
        {error && (
          <Text size="sm" c="red.8" mt={4} role="alert" data-testid="avatar-error">
            {error}
          </Text>
        )}
      </div>
    </div>
  );
}
