import { Accordion, Badge, Button } from "@mantine/core";
import { IconCertificate, IconStack2 } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/translation.tsx";
import { Link } from "react-router";
import type { CertificationDetail } from "#contract/catalogue.ts";
import catalogue from "../../components/catalogue/catalogue.module.css";
import { certificationDetailPath } from "../../components/catalogue/links.ts";
import { useSiteLinks } from "../../frame/use-frame.ts";
import classes from "./detail.module.css";

/** The side column: the certification's facts and its child versions. */
export function DetailAside({ detail }: { detail: CertificationDetail }) {
  const { t } = useTranslation();
  return (
    <aside className={classes.aside} aria-label={t("certification.factsLabel")}>
      <Facts detail={detail} />
      <Versions detail={detail} />
    </aside>
  );
}

function Facts({ detail }: { detail: CertificationDetail }) {
  const { t } = useTranslation();
  const rows: { label: string; value: string }[] = [
    { label: t("certification.facts.level"), value: detail.level },
    { label: t("certification.facts.version"), value: detail.versionLabel },
    { label: t("certification.facts.creditsNeeded"), value: String(detail.creditsNeeded) },
    { label: t("certification.facts.courses"), value: String(detail.courses.length) },
    {
      label: t("certification.facts.practicalExam"),
      value: detail.practicalExam ? t("certification.facts.yes") : t("certification.facts.no"),
    },
  ];
  if (detail.certificationTypeName) {
    rows.push({ label: t("certification.facts.type"), value: detail.certificationTypeName });
  }
  return (
    <section className={classes.asideCard} aria-labelledby="facts-title" data-testid="facts">
      <h2 id="facts-title" className={classes.asideTitle}>
        <IconCertificate size={20} aria-hidden />
        {t("certification.facts.title")}
      </h2>
      <dl className={classes.facts}>
        {rows
          .filter((row) => row.value)
          .map((row) => (
            <div key={row.label} className={classes.fact}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

/** Child versions (sonCertificationReleaseDTOList), open where isExpand says so. */
function Versions({ detail }: { detail: CertificationDetail }) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  const children = detail.sonCertificationReleaseDTOList;
  if (children.length === 0) return null;
  return (
    <section
      className={classes.asideCard}
      aria-labelledby="versions-title"
      data-testid="child-versions"
    >
      <h2 id="versions-title" className={classes.asideTitle}>
        <IconStack2 size={20} aria-hidden />
        {t("certification.versions.title")}
      </h2>
      <p className={classes.asideText}>{t("certification.versions.text")}</p>
      <Accordion
        multiple
        defaultValue={children.filter((child) => child.isExpand).map((child) => String(child.id))}
        variant="separated"
        radius="md"
        order={3}
      >
        {children.map((child) => (
          <Accordion.Item key={child.id} value={String(child.id)} data-testid="child-version">
            <Accordion.Control>
              <span className={classes.versionHead}>
                <span className={classes.versionName}>{child.certificationName}</span>
                {child.versionLabel && (
                  <Badge variant="default" radius="sm" size="sm">
                    {child.versionLabel}
                  </Badge>
                )}
              </span>
            </Accordion.Control>
            <Accordion.Panel>
              {child.summary && <p className={classes.versionText}>{child.summary}</p>}
              <ul className={catalogue.meta}>
                {child.level && <li>{child.level}</li>}
                <li>{t("catalogue.creditsNeeded", { count: child.creditsNeeded })}</li>
                {child.practicalExam && <li>{t("catalogue.withPracticalExam")}</li>}
              </ul>
              <Button
                component={Link}
                to={link(certificationDetailPath(child.id))}
                variant="light"
                radius="xl"
                size="xs"
                mt="sm"
              >
                {t("certification.versions.open")}
              </Button>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
