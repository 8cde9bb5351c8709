import { Select, Skeleton } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import { IconMapPin } from "@tabler/icons-react";
import type { RegionListItem } from "#contract/site.ts";
import { CatalogueEmpty } from "../../components/catalogue/catalogue-empty.tsx";
import { useApiClient } from "../../frame/use-frame.ts";
import classes from "./detail.module.css";

/**
 * The practical exam tab (learner §2 "A region filter for practical exams").
 * The sessions and their regions (POST /certification/practicalExam/getRegion)
 * come with the classroom issue; until then the filter offers the countries
 * (GET /certification/regionInfo/getList?type=1) and the sessions say none are
 * scheduled.
 */
export function PracticalExamPanel() {
  const { t } = useTranslation();
  const api = useApiClient();
  const [countries, setCountries] = useState<RegionListItem[] | null>(null);
  const [region, setRegion] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    void api.list("GET", "/certification/regionInfo/getList", { type: 1 }).then((list) => {
      if (alive) setCountries(list);
    });
    return () => {
      alive = false;
    };
  }, [api]);

  const regionName = countries?.find((country) => String(country.id) === region)?.name;
  return (
    <div className={classes.practical} data-testid="practical-exam">
      <div className={classes.regionFilter}>
        {countries === null ? (
          <Skeleton height={60} radius="md" />
        ) : (
          <Select
            label={t("certification.practical.region")}
            placeholder={t("certification.practical.allRegions")}
            data={countries.map((country) => ({ value: String(country.id), label: country.name }))}
            value={region}
            onChange={setRegion}
            searchable
            clearable
            nothingFoundMessage={t("certification.practical.noRegion")}
            leftSection={<IconMapPin size={16} aria-hidden />}
            radius="md"
            data-testid="region-filter"
          />
        )}
      </div>
      <CatalogueEmpty
        icon={<IconMapPin size={26} aria-hidden />}
        title={t("certification.practical.noSessions")}
        description={
          regionName
            ? t("certification.practical.noSessionsIn", { region: regionName })
            : t("certification.practical.noSessionsHint")
        }
        testId="practical-sessions-empty"
      />
    </div>
  );
}
