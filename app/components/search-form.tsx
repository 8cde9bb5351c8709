import { useState, type FormEvent } from "react";
import { useTranslation } from "../i18n/translation.tsx";
import { useNavigate } from "react-router";
import { IconSearch } from "@tabler/icons-react";
import { searchPath } from "../frame/paths.ts";
import { useSiteLinks } from "../frame/use-frame.ts";
import classes from "./search-form.module.css";

/**
 * The keyword form of the header search (frame §2): Enter or the search icon
 * submits to {prefix}/search?keyword={encoded keyword}.
 */
export function SearchForm({
  autoFocus,
  onSubmitted,
  initialKeyword = "",
  id,
}: {
  autoFocus?: boolean;
  onSubmitted?: () => void;
  initialKeyword?: string;
  id: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { link } = useSiteLinks();
  const [keyword, setKeyword] = useState(initialKeyword);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = keyword.trim();
    if (!trimmed) return;
    onSubmitted?.();
    void navigate(link(searchPath(trimmed)));
  }

  return (
    <form role="search" className={classes.form} onSubmit={submit} action={link("/search")}>
      <label htmlFor={id} className={classes.label}>
        {t("header.searchLabel")}
      </label>
      <input
        id={id}
        name="keyword"
        type="search"
        className={classes.input}
        placeholder={t("header.searchPlaceholder")}
        value={keyword}
        onChange={(event) => setKeyword(event.currentTarget.value)}
        autoFocus={autoFocus}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={classes.submit} aria-label={t("header.search")}>
        <IconSearch size={20} aria-hidden />
      </button>
    </form>
  );
}
