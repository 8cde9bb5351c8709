import { Button, Select, TextInput } from "@mantine/core";
import { IconArrowRight, IconSearch, IconUsers } from "@tabler/icons-react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { TRAINER_PAGE_SIZES } from "#contract/trainer-team-rules.ts";
import { CatalogueEmpty } from "../../components/catalogue/catalogue-empty.tsx";
import { Pager } from "../../components/catalogue/pager.tsx";
import { Trail } from "../../components/catalogue/page-hero.tsx";
import { TrainerGrid } from "../../components/trainer/trainer-card.tsx";
import { useSiteLinks } from "../../frame/use-frame.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import type { TrainerTeamData } from "./page-data.ts";
import classes from "./trainer-team.module.css";

export const JOIN_US_PATH = "/join-us-as-a-trainer";

/**
 * The trainer team (frame §2): the site's heading and introduction, a search
 * by country or region and keyword whose values live in the address, the
 * trainers a page at a time (16/32/64/128, frame §9), and the invitation to
 * join when the site shows it.
 */
export function TrainerTeamView({ data, compact }: { data: TrainerTeamData; compact: boolean }) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { config, trainers, filters } = data;
  const showJoinUs = config?.showJoinUs ?? true;
  // No trainer at all yet (a new site, issue 35), rather than none found for a search.
  const noneYet = trainers.total === 0 && filters.region === "" && filters.keyword === "";

  function setPageSize(value: string | null) {
    const params = new URLSearchParams(search);
    params.set("pageSize", value ?? "");
    params.delete("pageNum");
    void navigate(`${pathname}?${params.toString()}`);
  }

  return (
    <div className={classes.page} data-compact={compact || undefined} data-testid="trainer-team">
      <header className={classes.head}>
        <div className="frame-container">
          {!compact && <Trail crumbs={[{ label: t("trainers.title") }]} />}
          <h1 className={classes.title}>{config?.heading || t("trainers.headingFallback")}</h1>
          <p className={classes.intro}>{config?.intro || t("trainers.introFallback")}</p>
        </div>
      </header>
      <div className="frame-container">
        <Form
          method="get"
          className={classes.filters}
          role="search"
          aria-label={t("trainers.filters")}
          data-testid="trainer-filters"
        >
          <Select
            name="region"
            label={t("trainers.region")}
            data={[
              { value: "", label: t("trainers.allRegions") },
              ...(config?.regions ?? []).map((region) => ({ value: region, label: region })),
            ]}
            defaultValue={filters.region}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            className={classes.region}
          />
          <TextInput
            name="keyword"
            type="search"
            label={t("trainers.keyword")}
            placeholder={t("trainers.keywordPlaceholder")}
            defaultValue={filters.keyword}
            maxLength={100}
            className={classes.keyword}
          />
          <input type="hidden" name="pageSize" value={filters.pageSize} />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            {t("trainers.search")}
          </Button>
        </Form>
        <div className={classes.listHead}>
          <p className={classes.total} data-testid="trainer-total">
            {t("trainers.total", { count: trainers.total })}
          </p>
          <Select
            label={t("trainers.pageSize")}
            data={TRAINER_PAGE_SIZES.map(String)}
            value={String(filters.pageSize)}
            onChange={setPageSize}
            allowDeselect={false}
            size="xs"
            w={compact ? 110 : 130}
          />
        </div>
        {trainers.rows.length === 0 ? (
          <CatalogueEmpty
            compact={compact}
            icon={<IconUsers size={28} aria-hidden />}
            title={
              data.failed
                ? t("trainers.loadFailed")
                : noneYet
                  ? t("trainers.none")
                  : t("trainers.empty")
            }
            description={
              data.failed ? undefined : noneYet ? t("trainers.noneHint") : t("trainers.emptyHint")
            }
            testId="trainer-empty"
          />
        ) : (
          <TrainerGrid trainers={trainers.rows} compact={compact} headingLevel={2} />
        )}
        <Pager
          total={trainers.total}
          pageSize={filters.pageSize}
          pageNum={filters.pageNum}
          compact={compact}
        />
        {showJoinUs && (
          <section
            className={classes.joinUs}
            aria-labelledby="join-us-title"
            data-testid="join-us-invitation"
          >
            <div>
              <h2 className={classes.joinUsTitle} id="join-us-title">
                {config?.joinUsTitle || t("trainers.joinUsTitleFallback")}
              </h2>
              <p className={classes.joinUsText}>
                {config?.joinUsText || t("trainers.joinUsTextFallback")}
              </p>
            </div>
            <Button
              component={Link}
              to={link(JOIN_US_PATH)}
              radius="xl"
              size={compact ? "sm" : "md"}
              rightSection={<IconArrowRight className="flip-rtl" size={16} aria-hidden />}
            >
              {t("trainers.joinUsAction")}
            </Button>
          </section>
        )}
      </div>
    </div>
  );
}
