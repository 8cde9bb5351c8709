import { IconWorld } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { consentPlaceOf } from "../../frame/consent.ts";
import { rememberLanguage } from "../../frame/language-choice.ts";
import { useFrame } from "../../frame/use-frame.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import { onDemand, useOpenedOnce } from "../on-demand.tsx";
import classes from "./desktop-header.module.css";

/** The selector dialog's code (Mantine's Modal, the form's inputs) comes when first wanted (decision 0014). */
const selectorDialog = onDemand(() => import("../country-language/country-language-dialog.tsx"));

/**
 * The desktop header's country and language chooser (frame §2 "country/language
 * selector dialog"): always there, whatever the first-visit tip did, and a
 * plain button, so the keyboard reaches it like the menus. It names the page's
 * language; pointing at or focusing it fetches the dialog's code, pressing it
 * opens the dialog, which gives the focus back to it when it closes. Closing
 * without a choice checks the page's language, as closing the tip's selector
 * does (frame §4).
 */
export function CountryLanguageChooser() {
  const { t } = useTranslation();
  const frame = useFrame();
  const [opened, setOpened] = useState(false);
  const mounted = useOpenedOnce(opened);
  const dialog = selectorDialog.useLoaded();
  const chooser = useRef<HTMLButtonElement>(null);
  const load = () => void selectorDialog.load().catch(() => {});
  const language = frame.language.languageComplete;
  return (
    <>
      <button
        ref={chooser}
        type="button"
        className={classes.languageButton}
        aria-label={t("header.countryLanguage", { language })}
        aria-haspopup="dialog"
        aria-expanded={opened}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load();
          setOpened(true);
        }}
        data-testid="country-language-chooser"
      >
        <IconWorld size={20} aria-hidden />
        <span lang={frame.language.languageSimple}>{language}</span>
      </button>
      {mounted && dialog && (
        <dialog.CountryLanguageDialog
          opened={opened}
          onClose={() => {
            setOpened(false);
            // Mantine's Modal gives the focus back to what had it when it opened, not when it
            // mounted open, as it does the first time: back to the chooser, always.
            chooser.current?.focus();
            rememberLanguage(frame.language.id, consentPlaceOf(frame));
          }}
        />
      )}
    </>
  );
}
