import { Alert, Box, Button, Container, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import type { ClassroomCheckInQr } from "#contract/portal-context.ts";
import { formatInstant } from "../../components/classroom/session-rules.ts";
import { useFrame } from "../../frame/use-frame.ts";
import { useTranslation } from "../../i18n/translation.tsx";

/**
 * The QR learners scan at the door, as large as the screen allows. Its code
 * changes every minute, so the page reads it again when the next one is due
 * (`refreshAt`); a code shown a minute ago is still taken meanwhile.
 */
export function CheckInCodeView({ outcome }: { outcome: ClassroomCheckInQr }) {
  const { t } = useTranslation();
  const locale = useFrame().language.languageSimple;
  const revalidator = useRevalidator();
  const area = useRef<HTMLDivElement>(null);
  const refreshAt = outcome.shown ? outcome.qr.refreshAt : null;

  useEffect(() => {
    if (refreshAt === null) return;
    // A moment after the minute turns, so the server's clock has turned too.
    const wait = Math.max(new Date(refreshAt).getTime() - Date.now(), 0) + 500;
    const timer = window.setTimeout(() => void revalidator.revalidate(), wait);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per code, not per render
  }, [refreshAt]);

  if (!outcome.shown)
    return (
      <Container size="sm" py="xl">
        <Alert
          color="orange"
          icon={<IconAlertTriangle aria-hidden />}
          title={t("classroom.checkInCode.title")}
          data-testid="check-in-code-refused"
        >
          <Text>
            {t(
              outcome.code === 404
                ? "classroom.checkInCode.notFound"
                : "classroom.checkInCode.notYours",
            )}
          </Text>
        </Alert>
      </Container>
    );

  const { qr } = outcome;
  return (
    <Box ref={area} bg="white" py="md" data-testid="check-in-code">
      <Stack align="center" gap="sm">
        <Title order={1} ta="center">
          {qr.classroomName}
        </Title>
        {qr.checkInOpen ? (
          <Text size="xl">{t("classroom.checkInCode.scan")}</Text>
        ) : (
          <Text size="xl" data-testid="check-in-code-closed">
            {/* Not open, and its opening has passed: the session has ended. */}
            {Date.parse(qr.checkInOpensAt) < Date.parse(qr.refreshAt)
              ? t("classroom.checkInCode.ended")
              : t("classroom.checkInCode.opensAt", {
                  time: formatInstant(qr.checkInOpensAt, qr.timeZone, locale),
                })}
          </Text>
        )}
        <Box
          w="min(90vw, 80vh)"
          role="img"
          aria-label={t("classroom.checkInCode.qrLabel")}
          data-testid="check-in-code-qr"
          data-check-in-url={qr.checkInUrl}
          // The server's own SVG (qrcode), no text of anyone's in it.
          dangerouslySetInnerHTML={{ __html: qr.qrSvg }}
          style={{ lineHeight: 0 }}
        />
        <Text c="dimmed">{t("classroom.checkInCode.changes")}</Text>
        <Button
          variant="light"
          onClick={() => void area.current?.requestFullscreen?.().catch(() => undefined)}
        >
          {t("classroom.checkInCode.fullScreen")}
        </Button>
      </Stack>
    </Box>
  );
}
