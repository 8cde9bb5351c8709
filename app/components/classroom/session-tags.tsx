import { Badge } from "@mantine/core";
import { IconMapPin, IconVideo } from "@tabler/icons-react";
import type { ClassroomSession } from "#contract/classroom.ts";
import { ClassroomType } from "#contract/classroom-rules.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import { formatKey } from "./session-rules.ts";

/** A session's format, onsite or online, and whether it gives a certificate of attendance. */
export function SessionTags({ session }: { session: ClassroomSession }) {
  const { t } = useTranslation();
  const online = session.type === ClassroomType.online;
  return (
    <>
      <Badge variant="light" radius="sm" data-testid="session-format">
        {t(formatKey(session.format))}
      </Badge>
      <Badge
        variant="default"
        radius="sm"
        leftSection={
          online ? <IconVideo size={12} aria-hidden /> : <IconMapPin size={12} aria-hidden />
        }
      >
        {t(online ? "classroom.type.online" : "classroom.type.onsite")}
      </Badge>
      {session.certificated && (
        <Badge variant="outline" color="teal" radius="sm">
          {t("classroom.certificated")}
        </Badge>
      )}
    </>
  );
}
