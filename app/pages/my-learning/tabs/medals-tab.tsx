import { Card, SimpleGrid, Text, Title } from "@mantine/core";
import { IconMedal } from "@tabler/icons-react";
import type { CertificateMedals } from "#contract/certificate.ts";
import { useTranslation } from "../../../i18n/translation.tsx";
import classes from "../my-learning.module.css";

const MEDALS = ["bronze", "silver", "gold"] as const;
const MEDAL_COLORS = { bronze: "#a0622d", silver: "#8a8f98", gold: "#c9a227" } as const;

/**
 * Medals (frame §3, §9: bronze, silver, gold by the number of associate,
 * professional and expert certificates; thresholds in certificate-rules.ts):
 * the three, the learner's marked, and the valid certificates that count.
 */
export function MedalsTab({ medals, compact }: { medals: CertificateMedals; compact: boolean }) {
  const { t } = useTranslation();
  const earned = MEDALS.indexOf(medals.medal as (typeof MEDALS)[number]);
  return (
    <section aria-labelledby="medals-title" data-testid="medals" data-medal={medals.medal}>
      <Title order={2} id="medals-title" size="h3" mb="xs">
        {t("myLearning.tabs.medals")}
      </Title>
      <Text mb="md" data-testid="medal-summary">
        {medals.medal === "none"
          ? t("myLearning.medals.none")
          : t("myLearning.medals.yours", { medal: t(`certificate.medals.${medals.medal}`) })}
      </Text>
      <SimpleGrid cols={compact ? 1 : 3} spacing="md">
        {MEDALS.map((medal, index) => {
          const reached = index <= earned;
          return (
            <Card
              key={medal}
              withBorder
              padding="lg"
              className={classes.medal}
              data-reached={reached || undefined}
              data-testid={`medal-${medal}`}
            >
              <IconMedal
                size={40}
                aria-hidden
                color={reached ? MEDAL_COLORS[medal] : "var(--mantine-color-gray-5)"}
              />
              <Text fw={700} mt="xs">
                {t(`certificate.medals.${medal}`)}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`myLearning.medals.rule.${medal}`)}
              </Text>
              <Text size="sm" mt="xs">
                {reached ? t("myLearning.medals.reached") : t("myLearning.medals.notYet")}
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
      <Text size="sm" mt="md" data-testid="medal-counts">
        {t("certificate.medals.counts", medals)}
      </Text>
    </section>
  );
}
