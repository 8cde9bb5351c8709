import { Alert, Anchor } from "@mantine/core";
import { useTranslation } from "../../i18n/translation.tsx";
import { codeSiteHref, codeSiteName, type MessageRefusal } from "./refusals.ts";

/** error.{code}; 10018 names the code's site and links to it (learner §8). */
export function InvitationRefusal({ refusal }: { refusal: MessageRefusal }) {
  const { t, i18n } = useTranslation();
  const key = refusal.emailUnconfirmed
    ? "enrolment.invitation.confirmEmail"
    : `error.${refusal.code}`;
  const site = refusal.site ? codeSiteName(refusal.site, i18n.language) : "";
  const text = i18n.exists(key) ? t(key, { site }) : t("error.system");
  return (
    <Alert
      mt="md"
      color="red"
      variant="light"
      radius="md"
      role="alert"
      data-testid="invitation-error"
      data-code={refusal.code}
    >
      {text}
      {refusal.site && (
        <>
          {" "}
          <Anchor href={codeSiteHref(refusal.site)} data-testid="invitation-site-link">
            {t("enrolment.invitation.goToSite", { site })}
          </Anchor>
        </>
      )}
    </Alert>
  );
}
