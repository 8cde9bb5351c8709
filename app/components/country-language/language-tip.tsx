import { Button, CloseButton } from "@mantine/core";
import { useState } from "react";
import { useFrame } from "../../frame/use-frame.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import { CountryLanguageDialog } from "./country-language-dialog.tsx";
import classes from "./language-tip.module.css";
import type { CountryLanguageTip } from "./use-country-language-tip.ts";

/**
 * The desktop first-visit tip (frame §2, §4) and the country/language
 * selector dialog it opens. Closing the tip, or the dialog without a choice,
 * is remembered as frame §4 says (use-country-language-tip.ts).
 */
export function LanguageTip({ tip }: { tip: CountryLanguageTip }) {
  const { t } = useTranslation();
  const frame = useFrame();
  const [selecting, setSelecting] = useState(false);
  return (
    <>
      <section
        className={classes.tip}
        aria-labelledby="language-tip-title"
        data-testid="language-tip"
        hidden={selecting}
      >
        <div className={classes.head}>
          <h2 className={classes.title} id="language-tip-title">
            {t("languageTip.title")}
          </h2>
          <CloseButton
            aria-label={t("languageTip.close")}
            onClick={tip.closeTip}
            data-testid="language-tip-close"
          />
        </div>
        <p className={classes.text}>
          {t("languageTip.text", { language: frame.language.languageComplete })}
        </p>
        <Button radius="xl" onClick={() => setSelecting(true)} data-testid="language-tip-choose">
          {t("languageTip.choose")}
        </Button>
      </section>
      <CountryLanguageDialog
        opened={selecting}
        onClose={() => {
          setSelecting(false);
          tip.closeSelector();
        }}
      />
    </>
  );
}
