import {
  ActionIcon,
  Button,
  Collapse,
  Input,
  SegmentedControl,
  Select,
  TextInput,
  type ComboboxItem,
} from "@mantine/core";
import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import { useLocation, useNavigate } from "react-router";
import { IconFilter, IconSearch } from "@tabler/icons-react";
import type { CertificationTypeInfo } from "#contract/catalogue.ts";
import {
  filterSearch,
  hasActiveFilters,
  type CourseFilters,
  type VideoFilters,
} from "./filters.ts";
import classes from "./catalogue.module.css";

/** Moves to the same page with other filters, back on the first page. */
function useApplyFilters<F extends CourseFilters | VideoFilters>(filters: F) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (change: Partial<F>) => {
    const next = { ...filters, ...change, pageNum: 1 };
    void navigate(`${pathname}${filterSearch(next)}`, { preventScrollReset: true });
  };
}

/** The keyword box: applies on Enter or by its search button. */
function KeywordInput({
  keyword,
  onApply,
  placeholder,
}: {
  keyword: string;
  onApply: (keyword: string) => void;
  placeholder: string;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(keyword);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(value.trim());
  }
  return (
    <form role="search" onSubmit={submit} className={classes.keywordForm}>
      <TextInput
        type="search"
        name="keyword"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        label={t("catalogue.filters.keyword")}
        placeholder={placeholder}
        radius="md"
        maxLength={100}
        enterKeyHint="search"
        rightSectionPointerEvents="all"
        rightSection={
          <ActionIcon
            type="submit"
            variant="subtle"
            color="gray"
            aria-label={t("catalogue.filters.applyKeyword")}
          >
            <IconSearch size={18} aria-hidden />
          </ActionIcon>
        }
        data-testid="filter-keyword"
      />
    </form>
  );
}

/** The filter panel: always open on desktop, behind a "Filters" button on mobile. */
function FilterPanel({
  compact,
  active,
  onReset,
  children,
}: {
  compact: boolean;
  active: boolean;
  onReset: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const reset = active ? (
    <Button variant="subtle" color="gray" radius="xl" onClick={onReset} data-testid="filter-reset">
      {t("catalogue.filters.reset")}
    </Button>
  ) : null;
  if (!compact) {
    return (
      <section
        className={classes.filters}
        aria-label={t("catalogue.filters.title")}
        data-testid="filters"
      >
        <div className={classes.filterGrid}>{children}</div>
        {reset && <div className={classes.filterActions}>{reset}</div>}
      </section>
    );
  }
  return (
    <section
      className={classes.filters}
      data-compact
      aria-label={t("catalogue.filters.title")}
      data-testid="filters"
    >
      <div className={classes.filterToggleRow}>
        <Button
          variant={active ? "light" : "default"}
          radius="xl"
          leftSection={<IconFilter size={16} aria-hidden />}
          onClick={() => setOpened((value) => !value)}
          aria-expanded={opened}
          aria-controls="filter-panel"
          data-testid="filter-toggle"
        >
          {active ? t("catalogue.filters.titleActive") : t("catalogue.filters.title")}
        </Button>
        {reset}
      </div>
      <Collapse expanded={opened} id="filter-panel">
        <div className={classes.filterGrid}>{children}</div>
      </Collapse>
    </section>
  );
}

const unique = (values: string[]) => [...new Set(values.filter((value) => value.trim() !== ""))];

/**
 * Filters of a track's online video courses (learner §3 "Certification list
 * filter"): keyword, certification type and subtype, requirement, language, version.
 */
export function CourseFilterBar({
  filters,
  typeInfo,
  languages,
  compact,
}: {
  filters: CourseFilters;
  typeInfo: CertificationTypeInfo;
  languages: string[];
  compact: boolean;
}) {
  const { t } = useTranslation();
  const apply = useApplyFilters(filters);
  const types = typeInfo.certificationTypeList;
  const selectedType = types.find(
    (type) => type.certificationTypeName === filters.certificationTypeName,
  );
  const subtypes = unique(
    (selectedType ? [selectedType] : types).flatMap((type) =>
      type.subtypeList.map((subtype) => subtype.certificationSubtypeName),
    ),
  );
  const select = (value: string | null) => value ?? "";
  return (
    <FilterPanel
      compact={compact}
      active={hasActiveFilters(filters)}
      onReset={() =>
        apply({
          keyword: "",
          certificationTypeName: "",
          certificationSubtypeName: "",
          requirement: "",
          languageComplete: "",
          versionLabel: "",
        })
      }
    >
      <KeywordInput
        key={filters.keyword}
        keyword={filters.keyword}
        placeholder={t("catalogue.filters.keywordCourses")}
        onApply={(keyword) => apply({ keyword })}
      />
      <div className={classes.filterField}>
        <Input.Label id="filter-requirement" labelElement="div">
          {t("catalogue.filters.requirement")}
        </Input.Label>
        <SegmentedControl
          aria-labelledby="filter-requirement"
          fullWidth
          radius="md"
          value={filters.requirement === "" ? "all" : filters.requirement}
          onChange={(value) => apply({ requirement: value === "all" ? "" : (value as "0" | "1") })}
          data={[
            { value: "all", label: t("catalogue.filters.all") },
            { value: "1", label: t("catalogue.compulsory") },
            { value: "0", label: t("catalogue.elective") },
          ]}
          data-testid="filter-requirement"
        />
      </div>
      {types.length > 0 && (
        <FilterSelect
          label={t("catalogue.filters.certificationType")}
          data={unique(types.map((type) => type.certificationTypeName))}
          value={filters.certificationTypeName || null}
          onChange={(value) =>
            apply({ certificationTypeName: select(value), certificationSubtypeName: "" })
          }
          testId="filter-type"
        />
      )}
      {subtypes.length > 0 && (
        <FilterSelect
          label={t("catalogue.filters.certificationSubtype")}
          data={subtypes}
          value={filters.certificationSubtypeName || null}
          onChange={(value) => apply({ certificationSubtypeName: select(value) })}
          testId="filter-subtype"
        />
      )}
      {languages.length > 0 && (
        <FilterSelect
          label={t("catalogue.filters.language")}
          data={unique(languages)}
          value={filters.languageComplete || null}
          onChange={(value) => apply({ languageComplete: select(value) })}
          testId="filter-language"
        />
      )}
      {typeInfo.versionLabelList.length > 0 && (
        <FilterSelect
          label={t("catalogue.filters.version")}
          data={unique(typeInfo.versionLabelList)}
          value={filters.versionLabel || null}
          onChange={(value) => apply({ versionLabel: select(value) })}
          testId="filter-version"
        />
      )}
    </FilterPanel>
  );
}

/**
 * Filters of the educational video list (learner §3 "Video list filter"):
 * keyword, product line, video type, and type all/topic/course.
 */
export function VideoFilterBar({
  filters,
  productLines,
  videoTypes,
  languages,
  compact,
}: {
  filters: VideoFilters;
  productLines: ComboboxItem[];
  videoTypes: ComboboxItem[];
  languages: string[];
  compact: boolean;
}) {
  const { t } = useTranslation();
  const apply = useApplyFilters(filters);
  const select = (value: string | null) => value ?? "";
  return (
    <FilterPanel
      compact={compact}
      active={hasActiveFilters(filters)}
      onReset={() =>
        apply({ keyword: "", productLineId: "", videoTypeId: "", type: "0", languageComplete: "" })
      }
    >
      <KeywordInput
        key={filters.keyword}
        keyword={filters.keyword}
        placeholder={t("catalogue.filters.keywordVideos")}
        onApply={(keyword) => apply({ keyword })}
      />
      <div className={classes.filterField}>
        <Input.Label id="filter-video-type" labelElement="div">
          {t("catalogue.filters.show")}
        </Input.Label>
        <SegmentedControl
          aria-labelledby="filter-video-type"
          fullWidth
          radius="md"
          value={filters.type}
          onChange={(value) => apply({ type: value as VideoFilters["type"] })}
          data={[
            { value: "0", label: t("catalogue.filters.all") },
            { value: "1", label: t("catalogue.type.topics") },
            { value: "2", label: t("catalogue.type.courses") },
          ]}
          data-testid="filter-show"
        />
      </div>
      {productLines.length > 0 && (
        <FilterSelect
          label={t("catalogue.filters.productLine")}
          data={productLines}
          value={filters.productLineId || null}
          onChange={(value) => apply({ productLineId: select(value) })}
          testId="filter-product-line"
        />
      )}
      {videoTypes.length > 0 && (
        <FilterSelect
          label={t("catalogue.filters.videoType")}
          data={videoTypes}
          value={filters.videoTypeId || null}
          onChange={(value) => apply({ videoTypeId: select(value) })}
          testId="filter-video-kind"
        />
      )}
      {languages.length > 1 && (
        <FilterSelect
          label={t("catalogue.filters.language")}
          data={unique(languages)}
          value={filters.languageComplete || null}
          onChange={(value) => apply({ languageComplete: select(value) })}
          testId="filter-language"
        />
      )}
    </FilterPanel>
  );
}

/** One filter list of the catalogue: any value, clearable, kept in the address by `onChange`. */
function FilterSelect(props: {
  label: string;
  data: (string | ComboboxItem)[];
  value: string | null;
  onChange: (value: string | null) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={props.label}
      placeholder={t("catalogue.filters.any")}
      data={props.data}
      value={props.value}
      onChange={props.onChange}
      clearable
      radius="md"
      data-testid={props.testId}
    />
  );
}
