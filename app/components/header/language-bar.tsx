import { useLocation } from "react-router";
import { useTranslation } from "../../i18n/translation.tsx";
import { consentPlaceOf } from "../../frame/consent.ts";
import { applyLanguageChoice } from "../../frame/language-choice.ts";
import { useApiClient, useFrame } from "../../frame/use-frame.ts";
import { useAccount } from "../../frame/use-user.ts";
import classes from "./language-bar.module.css";

/**
 * The top language bar (frame §2), shown when the site has more than one
 * language: choosing one shows the same page in it, remembered as any
 * language choice is (frame §4: the learner's account, the cookie where
 * consent allows, else the address).
 */
export function LanguageBar() {
  const { t } = useTranslation();
  const frame = useFrame();
  const api = useApiClient();
  // As the account slot shows it: a language chosen once the learner is named is theirs.
  const signedIn = useAccount().user !== null;
  const { pathname, search } = useLocation();
  if (frame.languages.length < 2) return null;
  return (
    <div className={classes.bar} data-testid="language-bar">
      <div className={`frame-container ${classes.inner}`}>
        <span className={classes.label} id="language-bar-label">
          {t("languageBar.label")}
        </span>
        <ul className={classes.list} aria-labelledby="language-bar-label">
          {frame.languages.map((language) => {
            const current = language.id === frame.language.id;
            return (
              <li key={language.id}>
                <button
                  type="button"
                  className={classes.option}
                  lang={language.languageSimple}
                  aria-pressed={current}
                  data-language-id={language.id}
                  onClick={() => {
                    if (current) return;
                    void applyLanguageChoice({
                      target: { siteId: frame.site.siteId, languageId: language.id },
                      destination: pathname + search,
                      place: consentPlaceOf(frame),
                      api,
                      signedIn,
                    });
                  }}
                >
                  {language.languageComplete}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
