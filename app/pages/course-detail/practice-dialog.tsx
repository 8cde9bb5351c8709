import {
  Accordion,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  VisuallyHidden,
} from "@mantine/core";
import { IconCircleCheck, IconClock, IconExternalLink, IconInfoCircle } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { Code } from "#contract/codes.ts";
import type { Envelope } from "#contract/envelope.ts";
import type { PracticeLab, PracticeLabProgress } from "#contract/practice.ts";
import { formatDate } from "../../components/catalogue/format.ts";
import { useApiClient } from "../../frame/use-frame.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import { firstOpenLab, labStanding, withProgress, withStep } from "./practice-state.ts";

type Load = { status: "loading" } | { status: "failed" } | { status: "ready"; labs: PracticeLab[] };

/**
 * The hands-on practice dialog (frame §2, §6; decision 0059) for a signed-in
 * learner: the course's labs, each with its goal, time, the simulator (a new
 * tab) and its steps to tick; a lab is marked complete once every step is.
 * The learner's progress is read afresh at every opening, so what they did
 * in another tab or on another day shows. It says plainly that practice
 * earns no credits.
 */
export function PracticeDialog({
  opened,
  onClose,
  courseReleaseId,
  courseName,
  compact,
}: {
  opened: boolean;
  onClose: () => void;
  courseReleaseId: number;
  courseName: string;
  compact: boolean;
}) {
  const { t } = useTranslation();
  const api = useApiClient();
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [openLab, setOpenLab] = useState<string | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  /** Asks for the labs again (a retry, a save that failed). */
  const [reads, setReads] = useState(0);
  /**
   * A lab's saves go one after the other, so the server takes them in the
   * learner's order (the last tick before "complete"); its answer is shown
   * once the last of them is back.
   */
  const queues = useRef(new Map<number, { last: Promise<unknown>; pending: number }>());

  // Read at every opening; opened again, it shows what it last knew meanwhile.
  useEffect(() => {
    if (!opened) return;
    const controller = new AbortController();
    void api
      .get(
        "/user/practice/lab/list",
        { courseReleaseId },
        { quiet: true, signal: controller.signal },
      )
      .then((envelope) => {
        if (controller.signal.aborted) return;
        if (envelope.code !== Code.success || !envelope.data) {
          setLoad({ status: "failed" });
          return;
        }
        const labs = envelope.data;
        setLoad({ status: "ready", labs });
        setOpenLab((current) => current ?? String(firstOpenLab(labs) ?? ""));
      });
    return () => controller.abort();
  }, [api, courseReleaseId, opened, reads]);

  const close = () => {
    setSaveFailed(false);
    onClose();
  };

  const update = (change: (labs: PracticeLab[]) => PracticeLab[]) =>
    setLoad((current) =>
      current.status === "ready" ? { status: "ready", labs: change(current.labs) } : current,
    );

  async function save(labId: number, call: () => Promise<Envelope<PracticeLabProgress>>) {
    setSaveFailed(false);
    const queue = queues.current.get(labId) ?? { last: Promise.resolve(), pending: 0 };
    const saved = queue.last.then(call);
    queues.current.set(labId, { last: saved, pending: queue.pending + 1 });
    const envelope = await saved;
    const left = queues.current.get(labId)!.pending - 1;
    queues.current.set(labId, { ...queues.current.get(labId)!, pending: left });
    if (envelope.code !== Code.success || !envelope.data) {
      // What is shown may no longer be what is saved: show the saved state again.
      setSaveFailed(true);
      if (left === 0) setReads((count) => count + 1);
      return;
    }
    if (left === 0) update((labs) => withProgress(labs, envelope.data!));
  }

  const tick = (labId: number, stepId: number, done: boolean) => {
    update((labs) => withStep(labs, labId, stepId, done));
    void save(labId, () =>
      api.post("/user/practice/step/save", { labId, stepId, done }, { quiet: true }),
    );
  };

  const complete = (labId: number) =>
    void save(labId, () => api.post("/user/practice/lab/complete", { labId }, { quiet: true }));

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t("practice.title")}
      size="lg"
      radius={compact ? 0 : "lg"}
      fullScreen={compact}
      centered
      data-testid="practice-dialog"
    >
      <Text fw={600} mb={4}>
        {courseName}
      </Text>
      <Text size="sm" c="dimmed" mb="md">
        {t("practice.intro")}
      </Text>
      <Alert
        variant="light"
        color="blue"
        radius="md"
        icon={<IconInfoCircle size={18} aria-hidden />}
        mb="md"
        data-testid="practice-no-credits"
      >
        {t("practice.noCredits")}
      </Alert>
      {saveFailed && (
        <Alert variant="light" color="red" radius="md" mb="md" role="alert">
          {t("practice.saveFailed")}
        </Alert>
      )}
      {load.status === "loading" && (
        <Group justify="center" py="xl">
          <Loader size="sm" aria-label={t("practice.loading")} />
        </Group>
      )}
      {load.status === "failed" && (
        <Stack align="center" py="lg" gap="sm">
          <Text>{t("practice.loadFailed")}</Text>
          <Button
            variant="light"
            radius="xl"
            onClick={() => {
              setLoad({ status: "loading" });
              setReads((count) => count + 1);
            }}
          >
            {t("practice.retry")}
          </Button>
        </Stack>
      )}
      {load.status === "ready" &&
        (load.labs.length === 0 ? (
          <Text c="dimmed">{t("practice.none")}</Text>
        ) : (
          <>
            <Text size="sm" fw={600} mb="xs" data-testid="practice-summary">
              {t("practice.labsCompleted", {
                done: load.labs.filter((lab) => lab.completed).length,
                count: load.labs.length,
              })}
            </Text>
            <Accordion
              value={openLab}
              onChange={setOpenLab}
              variant="separated"
              radius="md"
              chevronPosition="right"
            >
              {load.labs.map((lab) => (
                <LabItem
                  key={lab.id}
                  lab={lab}
                  onTick={(stepId, done) => tick(lab.id, stepId, done)}
                  onComplete={() => complete(lab.id)}
                />
              ))}
            </Accordion>
          </>
        ))}
    </Modal>
  );
}

function LabItem({
  lab,
  onTick,
  onComplete,
}: {
  lab: PracticeLab;
  onTick: (stepId: number, done: boolean) => void;
  onComplete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const standing = labStanding(lab);
  return (
    <Accordion.Item
      value={String(lab.id)}
      data-testid="practice-lab"
      data-completed={lab.completed || undefined}
    >
      <Accordion.Control>
        <Stack gap={4}>
          <Text fw={600}>{lab.title}</Text>
          <Group gap="xs">
            <Badge
              variant="light"
              color="gray"
              radius="sm"
              leftSection={<IconClock size={12} aria-hidden />}
            >
              {t("practice.minutes", { count: lab.durationMinutes })}
            </Badge>
            {lab.completed ? (
              <Badge
                variant="light"
                color="teal"
                radius="sm"
                leftSection={<IconCircleCheck size={12} aria-hidden />}
              >
                {t("practice.completed")}
              </Badge>
            ) : (
              <Badge variant="outline" color="blue" radius="sm">
                {t("practice.stepsDone", { done: standing.doneSteps, total: standing.stepCount })}
              </Badge>
            )}
          </Group>
        </Stack>
      </Accordion.Control>
      <Accordion.Panel>
        <Text size="sm" mb="sm">
          {lab.goal}
        </Text>
        <Button
          component="a"
          href={lab.simulatorUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          radius="xl"
          size="sm"
          rightSection={<IconExternalLink className="flip-rtl" size={16} aria-hidden />}
          mb="md"
          data-testid="practice-simulator"
        >
          {t("practice.openSimulator")}
          <VisuallyHidden>{t("practice.newTab")}</VisuallyHidden>
        </Button>
        <Text size="sm" fw={600} mb="xs" id={`practice-steps-${lab.id}`}>
          {t("practice.steps")}
        </Text>
        <Stack
          component="ol"
          gap="xs"
          m={0}
          p={0}
          style={{ listStyle: "none" }}
          aria-labelledby={`practice-steps-${lab.id}`}
        >
          {lab.steps.map((step, index) => (
            <li key={step.id}>
              <Checkbox
                checked={step.done}
                onChange={(event) => onTick(step.id, event.currentTarget.checked)}
                label={`${index + 1}. ${step.instruction}`}
                data-testid="practice-step"
              />
            </li>
          ))}
        </Stack>
        <Group justify="space-between" mt="md" gap="sm">
          {lab.completed && lab.completedAt ? (
            <Text size="sm" c="teal.8" fw={600} data-testid="practice-completed-on">
              {t("practice.completedOn", { date: formatDate(lab.completedAt, i18n.language) })}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {standing.canComplete ? t("practice.completeReady") : t("practice.completeHint")}
            </Text>
          )}
          {!lab.completed && (
            <Button
              radius="xl"
              size="sm"
              disabled={!standing.canComplete}
              onClick={onComplete}
              data-testid="practice-complete"
            >
              {t("practice.complete")}
            </Button>
          )}
        </Group>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
