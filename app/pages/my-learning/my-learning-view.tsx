import { Alert, Container, Loader, NativeSelect, Stack, Tabs, Text, Title } from "@mantine/core";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { myLearningTab, myLearningTabs, type MyLearningTab } from "#contract/my-learning-rules.ts";
import { useFrame } from "../../frame/use-frame.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import type { MyLearningData } from "./page-data.ts";
import { tabSearch } from "./tab-address.ts";
import { TabPanel } from "./tab-panel.tsx";
import classes from "./my-learning.module.css";

/**
 * My Learning (frame §1): the learner's tabs, the chosen one in the address.
 * Choosing a tab navigates, so its loader reads that tab's data only; while
 * it loads, the tab shows as chosen with a loader in its panel.
 */
export function MyLearningView({ data, compact }: { data: MyLearningData; compact: boolean }) {
  const { t } = useTranslation();
  const frame = useFrame();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const tabs = myLearningTabs(frame.hideInstructorLed);
  const shown = data.content.tab;
  // A tab chosen but still loading is already the chosen one.
  const pending =
    navigation.location?.pathname === pathname
      ? myLearningTab(
          new URLSearchParams(navigation.location.search).get("tab"),
          frame.hideInstructorLed,
        )
      : null;
  const current = pending ?? shown;
  const choose = (tab: string | null) => {
    if (!tab || tab === current) return;
    void navigate(`${pathname}${tabSearch(tab as MyLearningTab)}`, { preventScrollReset: true });
  };
  const panel =
    pending !== null && pending !== shown ? (
      <Loader className={classes.loading} aria-label={t("myLearning.loading")} />
    ) : (
      <>
        {data.content.failed && (
          <Alert color="yellow" variant="light" mb="md" data-testid="tab-load-failed">
            {t("catalogue.failed.text")}
          </Alert>
        )}
        <TabPanel content={data.content} user={data.user} compact={compact} />
      </>
    );

  return (
    <Container size="lg" py={compact ? "md" : "xl"} className={classes.page}>
      <Stack gap={compact ? "md" : "xl"}>
        <header>
          <Title order={1}>{t("myLearning.title")}</Title>
          <Text c="dimmed">{t("myLearning.greeting", { name: data.user.name })}</Text>
        </header>
        {compact ? (
          <div data-testid="my-learning-tabs" data-tab={current}>
            <NativeSelect
              label={t("myLearning.tabs.label")}
              value={current}
              onChange={(event) => choose(event.currentTarget.value)}
              data={tabs.map((tab) => ({ value: tab, label: t(`myLearning.tabs.${tab}`) }))}
              data-testid="my-learning-tab-select"
              mb="md"
            />
            <section aria-label={t(`myLearning.tabs.${current}`)} data-testid={`panel-${current}`}>
              {panel}
            </section>
          </div>
        ) : (
          <Tabs
            value={current}
            onChange={choose}
            radius="md"
            data-testid="my-learning-tabs"
            data-tab={current}
          >
            <Tabs.List aria-label={t("myLearning.tabs.label")} className={classes.tabList}>
              {tabs.map((tab) => (
                <Tabs.Tab key={tab} value={tab} data-testid={`tab-${tab}`}>
                  {t(`myLearning.tabs.${tab}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {/* Every tab has its panel (what a tab controls exists); only the chosen one is filled. */}
            {tabs.map((tab) => (
              <Tabs.Panel
                key={tab}
                value={tab}
                pt="lg"
                data-testid={tab === current ? `panel-${tab}` : undefined}
              >
                {tab === current && panel}
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Stack>
    </Container>
  );
}
