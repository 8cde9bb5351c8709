import { ActionIcon, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { KEYWORD_MAX } from "#contract/content-rules.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import classes from "./content.module.css";

/**
 * The keyword box of the news list and the FAQ: the keyword lives in the
 * address (`?keyword=`), so a search is a shareable, server-rendered page;
 * applying it goes back to the first page and keeps the page size.
 */
export function KeywordSearch({
  keyword,
  label,
  placeholder,
  keep = {},
}: {
  keyword: string;
  label: string;
  placeholder: string;
  /** Other query parameters the search keeps (the page size). */
  keep?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [value, setValue] = useState(keyword);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams(keep);
    const trimmed = value.trim();
    if (trimmed) params.set("keyword", trimmed);
    const query = params.toString();
    void navigate(`${pathname}${query ? `?${query}` : ""}`, { preventScrollReset: true });
  }
  return (
    <form role="search" onSubmit={submit} className={classes.search} action={pathname}>
      {Object.entries(keep).map(([name, kept]) => (
        <input key={name} type="hidden" name={name} value={kept} />
      ))}
      <TextInput
        type="search"
        name="keyword"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        label={label}
        placeholder={placeholder}
        radius="md"
        maxLength={KEYWORD_MAX}
        enterKeyHint="search"
        rightSectionPointerEvents="all"
        rightSection={
          <ActionIcon type="submit" variant="subtle" color="gray" aria-label={t("content.search")}>
            <IconSearch size={18} aria-hidden />
          </ActionIcon>
        }
        data-testid="keyword-search"
      />
    </form>
  );
}
