import { dateTimeFormat } from "#contract/intl.ts";
import { Button, Switch } from "@mantine/core";
import { useState } from "react";
import {
  CONSENT_COOKIE,
  OPTIONAL_CATEGORIES,
  allowsCategory,
  decodeConsent,
  defaultConsent,
  type CookieCategory,
  type OptionalCategory,
} from "#contract/consent-rules.ts";
import { chooseConsent } from "../../components/consent/choose-consent.ts";
import { showToast } from "../../components/toasts.tsx";
import { consentPlaceOf, inventoryByCategory } from "../../frame/consent.ts";
import { readCookie } from "../../frame/cookies.ts";
import { useApiClient, useFrame } from "../../frame/use-frame.ts";
import { useCurrentUser } from "../../frame/use-user.ts";
import { useBrowserCookies } from "../../hooks/use-browser-cookies.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import classes from "./cookie-preferences.module.css";
import { lifespanOf } from "./lifespan.ts";

const INVENTORY = inventoryByCategory();

/**
 * The cookie manager (frame §2, §3 "Cookie inventory", §4): each category
 * with its cookies, their purpose and lifespan, and a switch for the
 * categories a visitor may refuse. The choice in force is read from the
 * browser's consent cookie after hydration; saving records a new one with
 * today's date.
 */
export function CookiePreferences({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const frame = useFrame();
  const api = useApiClient();
  const signedIn = useCurrentUser() !== null;
  const cookies = useBrowserCookies();
  const place = consentPlaceOf(frame);
  const choice = cookies === null ? null : decodeConsent(readCookie(cookies, CONSENT_COOKIE));
  // The switches show the choice in force until the visitor moves one.
  const [draft, setDraft] = useState<Record<OptionalCategory, boolean> | null>(null);
  const shown = (category: OptionalCategory) =>
    draft ? draft[category] : allowsCategory(category, choice, place);

  const lifespanText = (seconds: number | null) => {
    const lifespan = lifespanOf(seconds);
    return lifespan.key === "session"
      ? t("cookies.lifespan.session")
      : t(`cookies.lifespan.${lifespan.key}`, { count: lifespan.count });
  };
  const dateText = (iso: string) =>
    dateTimeFormat(frame.language.languageSimple, {
      dateStyle: "long",
      timeStyle: "short",
    }).format(new Date(iso));

  const status =
    cookies === null
      ? ""
      : choice
        ? t("cookies.chosenOn", { date: dateText(choice.date) })
        : t(
            defaultConsent(place) === "reject-all"
              ? "cookies.defaultReject"
              : "cookies.defaultAccept",
          );

  function save() {
    const allowed = Object.fromEntries(
      OPTIONAL_CATEGORIES.map((category) => [category, shown(category)]),
    ) as Record<OptionalCategory, boolean>;
    chooseConsent(allowed, { frame, api, signedIn });
    setDraft(null);
    showToast({
      message: t("cookies.saved"),
      color: "teal",
      radius: "md",
      withBorder: true,
      closeButtonProps: { "aria-label": t("languageTip.close") },
      "data-testid": "cookies-saved",
    });
  }

  return (
    <section
      className={classes.page}
      data-compact={compact || undefined}
      aria-labelledby="cookies-title"
      data-testid="cookie-preferences"
    >
      <h1 className={classes.title} id="cookies-title">
        {t("cookies.title")}
      </h1>
      <p className={classes.intro}>{t("cookies.intro")}</p>
      <p className={classes.status} data-testid="consent-status" aria-live="polite">
        {status}
      </p>
      {INVENTORY.map(({ category, cookies: entries }) => (
        <section
          key={category}
          className={classes.category}
          aria-labelledby={`cookies-${category}`}
          data-category={category}
        >
          <div className={classes.categoryHead}>
            <h2 className={classes.categoryTitle} id={`cookies-${category}`}>
              {t(`cookies.category.${category}.title`)}
            </h2>
            <CategorySwitch
              category={category}
              checked={category === "necessary" ? true : shown(category)}
              disabled={category === "necessary" || cookies === null}
              onChange={(checked) => {
                if (category === "necessary") return;
                setDraft((current) => ({
                  ...(Object.fromEntries(
                    OPTIONAL_CATEGORIES.map((c) => [c, current ? current[c] : shown(c)]),
                  ) as Record<OptionalCategory, boolean>),
                  [category]: checked,
                }));
              }}
            />
          </div>
          <p className={classes.categoryText}>{t(`cookies.category.${category}.text`)}</p>
          {entries.length === 0 ? (
            <p className={classes.none}>{t("cookies.none")}</p>
          ) : (
            <table className={classes.table}>
              <thead>
                <tr>
                  <th scope="col">{t("cookies.name")}</th>
                  <th scope="col">{t("cookies.purpose")}</th>
                  <th scope="col">{t("cookies.lifespanLabel")}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.key} data-cookie={entry.names[0]}>
                    <td data-label={t("cookies.name")}>
                      <code dir="ltr">{entry.names.join(", ")}</code>
                    </td>
                    <td data-label={t("cookies.purpose")}>{t(`cookies.purposes.${entry.key}`)}</td>
                    <td data-label={t("cookies.lifespanLabel")}>
                      {lifespanText(entry.lifespanSeconds)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}
      <Button
        className={classes.save}
        radius="xl"
        size={compact ? "md" : "lg"}
        fullWidth={compact}
        disabled={cookies === null}
        onClick={save}
        data-testid="cookies-save"
      >
        {t("cookies.save")}
      </Button>
    </section>
  );
}

function CategorySwitch(props: {
  category: CookieCategory;
  checked: boolean;
  disabled: boolean;
  onChange(checked: boolean): void;
}) {
  const { t } = useTranslation();
  const label =
    props.category === "necessary"
      ? t("cookies.alwaysOn")
      : t("cookies.allow", { category: t(`cookies.category.${props.category}.title`) });
  return (
    <Switch
      checked={props.checked}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.currentTarget.checked)}
      label={label}
      labelPosition="left"
      size="md"
      data-testid={`consent-switch-${props.category}`}
    />
  );
}
