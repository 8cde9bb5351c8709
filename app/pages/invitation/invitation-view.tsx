import { Alert, Button, Container, Stack, Tabs, Text, TextInput, Title } from "@mantine/core";
import { IconCircleCheck, IconInfoCircle } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { Form, Link } from "react-router";
import { Code } from "#contract/codes.ts";
import type { Envelope } from "#contract/envelope.ts";
import { INVITATION_CODE_MAX_LENGTH } from "#contract/enrolment-rules.ts";
import { ClassroomTab } from "../../components/classroom/classroom-tab.tsx";
import type { EnrolmentLetter } from "../../components/classroom/enrolment-letter.ts";
import { InvitationFor } from "../../components/enrolment/invitation-for.tsx";
import { InvitationRefusal } from "../../components/enrolment/invitation-refusal.tsx";
import { refusalOf, type MessageRefusal } from "../../components/enrolment/refusals.ts";
import { PracticalExamPanel } from "../../components/practical-exam/practical-exam-panel.tsx";
import { useSiteLinks } from "../../frame/use-frame.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import type { InvitationData, LetterPurpose } from "./page-data.ts";
import classes from "./invitation.module.css";

/** What the last enrolment with the letter answered: approved, or the refusal to show. */
type Outcome = { enrolled: true } | { enrolled: false; refusal: MessageRefusal };

/** A refusal's code and context as the letter's text shows them (learner §8). */
function shownRefusal(envelope: Envelope<unknown>): MessageRefusal {
  const refusal = refusalOf(envelope);
  return refusal.kind === "message"
    ? refusal
    : {
        kind: "message",
        code: envelope.code,
        site: null,
        keepChoice: false,
        emailUnconfirmed: false,
      };
}

/**
 * An invitation letter's page (frame §2, §9): the code, what the letter is
 * for, the rule that an enrolment with a letter is approved at once (else
 * within 3 days), and the sessions of the letter's certification release to
 * enrol in with it — classroom training by onsite and online, or the
 * practical exam by region.
 */
export function InvitationView({ data, compact }: { data: InvitationData; compact: boolean }) {
  const { t } = useTranslation();
  const links = useSiteLinks();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { letter: read } = data;
  const detail = read?.usable ? read.detail : null;
  const letter = useMemo<EnrolmentLetter | undefined>(
    () =>
      detail
        ? {
            code: detail.code,
            answered: (envelope) =>
              setOutcome(
                envelope.code === Code.success
                  ? { enrolled: true }
                  : { enrolled: false, refusal: shownRefusal(envelope) },
              ),
          }
        : undefined,
    [detail],
  );
  const refusal =
    read && !read.usable
      ? shownRefusal({ code: read.code, data: null, message: "", errorContext: read.errorContext })
      : null;
  const practical = data.purpose === "practicalExam";

  return (
    <Container size="lg" py={compact ? "md" : "xl"} data-testid="invitation-page">
      <Stack gap={compact ? "md" : "lg"}>
        <Title order={1} className={classes.title}>
          {t(practical ? "invitation.page.titlePractical" : "invitation.page.title")}
        </Title>
        <Alert
          color="blue"
          variant="light"
          radius="md"
          icon={<IconInfoCircle aria-hidden />}
          data-testid="approval-rule"
        >
          {t("invitation.page.rule")}
        </Alert>
        <CodeForm code={data.code} missing={data.codeMissing} purpose={data.purpose} />
        {refusal && <InvitationRefusal refusal={refusal} />}
        {detail && (
          <>
            <InvitationFor detail={detail} />
            {outcome?.enrolled === true && (
              <Alert
                color="teal"
                variant="light"
                radius="md"
                icon={<IconCircleCheck aria-hidden />}
                role="status"
                data-testid="invitation-enrolled"
              >
                <Text>{t("invitation.success")}</Text>
                <Button
                  component={Link}
                  to={links.link("/my-learning")}
                  color="teal.9"
                  radius="xl"
                  mt="sm"
                  data-testid="invitation-my-learning"
                >
                  {t("classroom.checkIn.toMyLearning")}
                </Button>
              </Alert>
            )}
            {outcome?.enrolled === false && <InvitationRefusal refusal={outcome.refusal} />}
            <section aria-labelledby="invitation-sessions" className={classes.sessions}>
              <Title order={2} id="invitation-sessions" className={classes.heading}>
                {t(practical ? "invitation.page.sessionsPractical" : "invitation.page.sessions")}
              </Title>
              {practical ? (
                <PracticalExamPanel
                  relationId={detail.relationId}
                  compact={compact}
                  letter={letter}
                />
              ) : (
                <TrainingSessions
                  relationId={detail.relationId}
                  compact={compact}
                  letter={letter}
                />
              )}
            </section>
          </>
        )}
      </Stack>
    </Container>
  );
}

/**
 * The code as a form of the page's own address (?code=): it works before the
 * page is interactive, and a learner can type or correct the letter's code.
 */
function CodeForm({
  code,
  missing,
  purpose,
}: {
  code: string;
  missing: boolean;
  purpose: LetterPurpose;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(
    missing ? t("classroom.inputInvitatioinCode") : null,
  );
  return (
    <Form
      method="get"
      className={classes.codeForm}
      noValidate
      onSubmit={(event) => {
        const typed = new FormData(event.currentTarget).get("code");
        // Learner §5: an empty code asks for one, without a call.
        if (typeof typed !== "string" || typed.trim() === "") {
          event.preventDefault();
          setError(t("classroom.inputInvitatioinCode"));
        }
      }}
      data-testid={`invitation-form-${purpose}`}
    >
      <TextInput
        name="code"
        label={t("enrolment.invitation.code")}
        defaultValue={code}
        error={error}
        onChange={() => setError(null)}
        maxLength={INVITATION_CODE_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        required
        className={classes.codeInput}
        data-testid="invitation-code"
      />
      <Button
        type="submit"
        radius="xl"
        className={classes.codeSubmit}
        data-testid="invitation-check"
      >
        {t("enrolment.invitation.check")}
      </Button>
    </Form>
  );
}

/** The release's classroom sessions, onsite and online, each a tab. */
function TrainingSessions({
  relationId,
  compact,
  letter,
}: {
  relationId: number;
  compact: boolean;
  letter: EnrolmentLetter | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="onsite-classroom" keepMounted={false} radius="md">
      <Tabs.List aria-label={t("invitation.page.trainingMethod")}>
        <Tabs.Tab value="onsite-classroom" data-testid="tab-onsite-classroom">
          {t("certification.tabs.onsite-classroom")}
        </Tabs.Tab>
        <Tabs.Tab value="online-classroom" data-testid="tab-online-classroom">
          {t("certification.tabs.online-classroom")}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="onsite-classroom" pt="md">
        <ClassroomTab relationId={relationId} online={false} compact={compact} letter={letter} />
      </Tabs.Panel>
      <Tabs.Panel value="online-classroom" pt="md">
        <ClassroomTab relationId={relationId} online compact={compact} letter={letter} />
      </Tabs.Panel>
    </Tabs>
  );
}
