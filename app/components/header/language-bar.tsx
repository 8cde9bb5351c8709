import { useTranslation } from "../../i18n/translation.tsx";
import { rememberLanguage } from "../../frame/cookies.ts";
import { useFrame } from "../../frame/use-frame.ts";
import classes from "./language-bar.module.css";

/**
 * The top language bar (frame §2), shown when the site has more than one
 * language: choosing one remembers it for a year and reloads the page.
 */
export function LanguageBar() {
  const { t } = useTranslation();
  const frame = useFrame();
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
                    rememberLanguage(language.id);
                    window.location.reload();
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
