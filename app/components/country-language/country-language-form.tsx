import { Button, NativeSelect } from "@mantine/core";
import { useEffect, useMemo, useState } from "react";
import type { CountryEntry } from "#contract/site.ts";
import { consentPlaceOf } from "../../frame/consent.ts";
import { applyLanguageChoice } from "../../frame/language-choice.ts";
import { sitePath } from "../../frame/paths.ts";
import { useApiClient, useFrame } from "../../frame/use-frame.ts";
import { useAccount } from "../../frame/use-user.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import {
  COUNTRY_LANGUAGE_PATH,
  confirmedLanguage,
  initialCountry,
  languageKeyOf,
  startLanguage,
} from "./country-language.ts";
import classes from "./country-language-form.module.css";

/**
 * The country/language selector (frame §2, §4): country, language, confirm;
 * the desktop dialog and the mobile language panel. Confirming saves the
 * language for a signed-in learner, remembers it for a year where consent
 * allows, and opens the chosen language's site at its root.
 */
export function CountryLanguageForm({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation();
  const frame = useFrame();
  const api = useApiClient();
  // As the account slot shows it: a language chosen once the learner is named is theirs.
  const signedIn = useAccount().user !== null;
  const [countries, setCountries] = useState<CountryEntry[] | null>(null);
  const [country, setCountry] = useState("");
  const [picked, setPicked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    void api.list("POST", COUNTRY_LANGUAGE_PATH).then((list) => {
      if (!active) return;
      setCountries(list);
      setCountry(
        initialCountry(list, {
          siteId: frame.site.siteId,
          languageId: frame.language.id,
          countryCode: frame.countryCode,
        }),
      );
    });
    return () => {
      active = false;
    };
  }, [api, frame.site.siteId, frame.language.id, frame.countryCode]);

  const languages = useMemo(
    () => countries?.find((entry) => entry.country === country)?.languageList ?? [],
    [countries, country],
  );

  const current = { siteId: frame.site.siteId, languageId: frame.language.id };
  // Each country starts on the current language when it offers it, else its first;
  // the learner's pick holds until another country is chosen.
  const start = startLanguage(languages, current);
  const languageKey = picked ?? (start ? languageKeyOf(start) : "");

  const chosen = languages.find((language) => languageKeyOf(language) === languageKey);

  if (countries === null) {
    return <p className={classes.note}>{t("languagePanel.loading")}</p>;
  }
  if (countries.length === 0) {
    return <p className={classes.note}>{t("languagePanel.empty")}</p>;
  }
  return (
    <form
      className={classes.form}
      aria-label={t("languagePanel.title")}
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        // What the selects show is what is confirmed. A country typed into a select whose list
        // is still open is shown there but not chosen until the select lets go of the focus
        // (Confirm pressed without moving it: a screen reader's activation, a phone's picker),
        // and its change reaches the form's state only after this handler: the selects' own
        // values are read once the focus is let go.
        const focused = document.activeElement;
        if (focused instanceof HTMLSelectElement && event.currentTarget.contains(focused))
          focused.blur();
        const fields = event.currentTarget.elements;
        const target = confirmedLanguage(
          countries,
          {
            country: (fields.namedItem("country") as HTMLSelectElement).value,
            languageKey: (fields.namedItem("language") as HTMLSelectElement).value,
          },
          current,
        );
        if (!target) return;
        setBusy(true);
        void applyLanguageChoice({
          target: { siteId: target.siteId, languageId: target.id },
          destination: sitePath(target.pathPrefix, "/", mobile),
          place: consentPlaceOf(frame),
          api,
          signedIn,
        }).then((done) => {
          // The page is leaving on success; a refusal (its Tips dialog open) may be retried.
          if (!done) setBusy(false);
        });
      }}
    >
      <NativeSelect
        name="country"
        label={t("languagePanel.country")}
        value={country}
        onChange={(event) => {
          setCountry(event.currentTarget.value);
          setPicked(null);
        }}
        data={countries.map((entry) => ({ value: entry.country, label: entry.countryName }))}
        data-testid="country-select"
      />
      <NativeSelect
        name="language"
        label={t("languagePanel.language")}
        value={languageKey}
        onChange={(event) => setPicked(event.currentTarget.value)}
        data={languages.map((language) => ({
          value: languageKeyOf(language),
          label: language.languageComplete,
        }))}
        data-testid="language-select"
      />
      <Button type="submit" fullWidth radius="xl" disabled={!chosen} loading={busy}>
        {t("languagePanel.confirm")}
      </Button>
    </form>
  );
}
