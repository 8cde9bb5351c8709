import { Tabs } from "@mantine/core";
import {
  Suspense,
  lazy,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import { useLocation } from "react-router";
import type { CertificationDetail } from "#contract/catalogue.ts";
import { SessionsLoading } from "../../components/classroom/sessions-loading.tsx";
import { CourseLists } from "./course-lists.tsx";
import { detailTabs, tabForHash, type DetailTab } from "./progress.ts";
import { TheoryExam } from "./theory-exam.tsx";
import classes from "./detail.module.css";

// The classroom and practical exam tabs show nothing until chosen (their
// sessions are read on opening): their code loads then too (decision 0014),
// not with the page's first paint.
const ClassroomTab = lazy(() =>
  import("../../components/classroom/classroom-tab.tsx").then((module) => ({
    default: module.ClassroomTab,
  })),
);
const PracticalExamPanel = lazy(() =>
  import("../../components/practical-exam/practical-exam-panel.tsx").then((module) => ({
    default: module.PracticalExamPanel,
  })),
);
/** The hash is read on every render of the page already (useLocation): nothing to listen to. */
const noSubscription = () => () => {};

/**
 * The open tab. Learner §2: #take-exam opens the theory exam,
 * #course-list-position the course list; a tab chosen later wins until the
 * hash changes again. The server never sees the hash, so it counts once the
 * page is hydrated. Read as an external store whose server value is none: the
 * page renders again after hydrating only when its hash names a tab. Rendered
 * again for nothing, it would hydrate its parts kept apart (HydrateApart) at
 * once, in one long task, to give them the new props.
 */
export function useDetailTab(): { tab: DetailTab; choose: (tab: DetailTab) => void } {
  const { hash } = useLocation();
  const fromHash = useSyncExternalStore(
    noSubscription,
    () => tabForHash(hash),
    () => null,
  );
  const [choice, setChoice] = useState<{ tab: DetailTab; hash: string } | null>(null);
  const tab = choice && choice.hash === hash ? choice.tab : (fromHash ?? choice?.tab ?? "courses");

  // The anchor exists once its tab has rendered.
  useEffect(() => {
    if (!fromHash) return;
    requestAnimationFrame(() => {
      document.getElementById(hash.slice(1))?.scrollIntoView({ block: "start" });
    });
  }, [fromHash, hash]);

  return { tab, choose: (next) => setChoice({ tab: next, hash }) };
}

/** The courses, classroom and exam tabs of a certification. */
export function DetailTabs({
  detail,
  compact,
  tab,
  onChange,
  actions,
  sectionRef,
}: {
  detail: CertificationDetail;
  compact: boolean;
  tab: DetailTab;
  onChange: (tab: DetailTab) => void;
  /** The progress card's actions, repeated in the theory exam tab. */
  actions: ReactNode;
  sectionRef: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <section
      id="course-list-position"
      ref={sectionRef}
      className={classes.tabsSection}
      aria-label={t("certification.tabs.label")}
    >
      <Tabs
        value={tab}
        onChange={(value) => value && onChange(value as DetailTab)}
        keepMounted={false}
        radius="md"
      >
        <Tabs.List className={classes.tabList}>
          {detailTabs(detail).map((value) => (
            <Tabs.Tab key={value} value={value} data-testid={`tab-${value}`}>
              {t(`certification.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="courses" className={classes.panel}>
          <CourseLists detail={detail} compact={compact} />
        </Tabs.Panel>
        {detail.hasOnlineClassroom && (
          <Tabs.Panel value="online-classroom" className={classes.panel}>
            <Suspense fallback={<SessionsLoading />}>
              <ClassroomTab relationId={detail.id} online compact={compact} />
            </Suspense>
          </Tabs.Panel>
        )}
        {detail.hasOnsiteClassroom && (
          <Tabs.Panel value="onsite-classroom" className={classes.panel}>
            <Suspense fallback={<SessionsLoading />}>
              <ClassroomTab relationId={detail.id} online={false} compact={compact} />
            </Suspense>
          </Tabs.Panel>
        )}
        <Tabs.Panel value="theory-exam" className={classes.panel}>
          <TheoryExam detail={detail} actions={actions} />
        </Tabs.Panel>
        {detail.practicalExam && (
          <Tabs.Panel value="practical-exam" className={classes.panel}>
            <Suspense fallback={<SessionsLoading />}>
              <PracticalExamPanel relationId={detail.id} compact={compact} />
            </Suspense>
          </Tabs.Panel>
        )}
      </Tabs>
    </section>
  );
}
