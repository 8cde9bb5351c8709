import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  Progress,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconBook, IconVideo } from "@tabler/icons-react";
import { Link, useLocation, useNavigate } from "react-router";
import type { CourseProcessRow } from "#contract/learning.ts";
import type { PracticeCourseProgress } from "#contract/practice.ts";
import { RegistrationStatus } from "#contract/catalogue-rules.ts";
import {
  COURSE_PROCESS_FILTERS,
  MY_LEARNING_PAGE_SIZES,
  type CourseProcessFilter,
  type CourseProcessState,
} from "#contract/my-learning-rules.ts";
import { CatalogueEmpty } from "../../../components/catalogue/catalogue-empty.tsx";
import { Pager } from "../../../components/catalogue/pager.tsx";
import { EDUCATIONAL_VIDEO_PATH } from "../../../frame/menus.ts";
import { useSiteLinks } from "../../../frame/use-frame.ts";
import { useTranslation } from "../../../i18n/translation.tsx";
import { tabSearch } from "../tab-address.ts";
import type { CourseListContent } from "../tab-content.ts";
import { ClearStudyHistory } from "./clear-study-history.tsx";
import { PracticeLine, practiceByCourse } from "../practice-line.tsx";
import classes from "../my-learning.module.css";

const STATE_COLORS: Record<CourseProcessState, string> = {
  studying: "blue",
  waitForQuiz: "orange",
  pass: "green",
};

type ListTab = "courses" | "videos";

/**
 * Self-paced courses and educational videos (frame §1, §4): the learner's
 * non-certification ones with their progress, filtered studying / waiting for
 * the quiz / passed, 10, 20, 30 or 40 a page (frame §9), each leading to its
 * course page. Filter, page and page size live in the address.
 */
export function CourseListTab({
  content,
  compact,
}: {
  content: CourseListContent & { tab: ListTab };
  compact: boolean;
}) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  const { tab, page } = content;
  const videos = tab === "videos";
  const practice = practiceByCourse(content.practice);
  // Videos have no quiz: there is nothing to wait for.
  const filters = COURSE_PROCESS_FILTERS.filter((f) => !(videos && f === "waitForQuiz"));
  return (
    <section aria-labelledby={`${tab}-title`} data-testid="course-list">
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <div>
          <Title order={2} id={`${tab}-title`} size="h3">
            {t(`myLearning.tabs.${tab}`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(videos ? "myLearning.courses.videosIntro" : "myLearning.courses.coursesIntro")}
          </Text>
        </div>
        <ClearStudyHistory />
      </Group>
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <FilterBar tab={tab} filters={filters} content={content} />
        <PageSizeSelect tab={tab} content={content} />
      </Group>
      {page.rows.length === 0 ? (
        <CatalogueEmpty
          compact={compact}
          icon={videos ? <IconVideo size={28} aria-hidden /> : <IconBook size={28} aria-hidden />}
          title={t(
            content.filter === "all"
              ? videos
                ? "myLearning.courses.noVideos"
                : "myLearning.courses.noCourses"
              : "myLearning.courses.noneInFilter",
          )}
          testId="courses-empty"
        >
          {videos && content.filter === "all" && (
            <Button component={Link} to={link(EDUCATIONAL_VIDEO_PATH)} variant="light" radius="xl">
              {t("myLearning.courses.browseVideos")}
            </Button>
          )}
        </CatalogueEmpty>
      ) : (
        <Stack gap="sm" component="ul" className={classes.plainList}>
          {page.rows.map((row) => (
            <li key={row.id}>
              <CourseRow row={row} practice={practice.get(row.id)} />
            </li>
          ))}
        </Stack>
      )}
      <Pager
        total={page.total}
        pageSize={content.pageSize}
        pageNum={content.pageNum}
        compact={compact}
      />
    </section>
  );
}

/** The filter as links, so each choice is an address; the count of each state beside it. */
function FilterBar({
  tab,
  filters,
  content,
}: {
  tab: ListTab;
  filters: readonly CourseProcessFilter[];
  content: CourseListContent;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const sized = (params: Record<string, string | number>) =>
    content.pageSize === MY_LEARNING_PAGE_SIZES[0]
      ? params
      : { ...params, pageSize: content.pageSize };
  return (
    <nav className={classes.filter} aria-label={t("myLearning.courses.filterLabel")}>
      {filters.map((filter) => (
        <Button
          key={filter}
          component={Link}
          to={`${pathname}${tabSearch(tab, sized(filter === "all" ? {} : { filter }))}`}
          preventScrollReset
          variant={filter === content.filter ? "filled" : "default"}
          radius="xl"
          size="xs"
          aria-current={filter === content.filter ? "page" : undefined}
          data-testid={`filter-${filter}`}
        >
          {t(`myLearning.courses.filter.${filter}`, { n: content.page.counts[filter] })}
        </Button>
      ))}
    </nav>
  );
}

function PageSizeSelect({ tab, content }: { tab: ListTab; content: CourseListContent }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <NativeSelect
      size="xs"
      label={t("myLearning.courses.pageSize")}
      value={String(content.pageSize)}
      data={MY_LEARNING_PAGE_SIZES.map(String)}
      onChange={(event) => {
        const pageSize = Number(event.currentTarget.value);
        const params: Record<string, string | number> = {};
        if (content.filter !== "all") params.filter = content.filter;
        if (pageSize !== MY_LEARNING_PAGE_SIZES[0]) params.pageSize = pageSize;
        void navigate(`${pathname}${tabSearch(tab, params)}`, { preventScrollReset: true });
      }}
      data-testid="page-size"
    />
  );
}

function CourseRow({
  row,
  practice,
}: {
  row: CourseProcessRow;
  practice: PracticeCourseProgress | undefined;
}) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  const percent = Math.round((row.completedChapters / Math.max(1, row.chapterCount)) * 100);
  return (
    <Card withBorder padding="md" data-testid="course-process" data-state={row.state}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div>
          <Anchor
            component={Link}
            to={link(`/course/detail/${row.id}?courseType=${row.courseType}`)}
            fw={600}
          >
            {row.courseName}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t("myLearning.courses.chapters", {
              done: row.completedChapters,
              total: row.chapterCount,
            })}
          </Text>
        </div>
        <Group gap={6} justify="flex-end">
          {row.registrationStatus === RegistrationStatus.NotAudited && (
            <Badge variant="outline" color="yellow">
              {t("myLearning.pending")}
            </Badge>
          )}
          <Badge variant="outline" color={STATE_COLORS[row.state]} data-testid="course-state">
            {t(`myLearning.courses.state.${row.state}`)}
          </Badge>
        </Group>
      </Group>
      <Progress
        value={percent}
        mt="sm"
        size="sm"
        aria-label={t("myLearning.courses.progressLabel", { name: row.courseName })}
      />
      <PracticeLine practice={practice} />
    </Card>
  );
}
