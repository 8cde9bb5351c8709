import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/** A searchable table's columns: its generated vector, its language's configuration and its title. */
export type Searchable = { search: AnyColumn; searchConfig: AnyColumn; title: AnyColumn };

/** `%`, `_` and `\\` in a keyword match themselves in ILIKE. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, "\\$&")}%`;

/** Title weight A far above body weight B, so a title match ranks first ({D, C, B, A}). */
const WEIGHTS = sql.raw(`'{0.05, 0.1, 0.2, 1.0}'::float4[]`);

/**
 * `cam secur` -> `cam:* & secur:*`: every word as a prefix, so a partial word
 * still finds the row. Only letters and digits survive, so the text is a
 * valid tsquery whatever the keyword holds.
 */
export function prefixQueryText(keyword: string): string | null {
  const words = keyword.normalize("NFC").match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length === 0 ? null : words.map((w) => `${w}:*`).join(" & ");
}

/**
 * Full-text match in the row's own language (stemming: "cameras" finds
 * "camera"), OR'd with a prefix match for partial words and a plain
 * substring match on the title for scripts and fragments the parser splits
 * differently.
 */
export function textMatch(table: Searchable, keyword: string): SQL {
  const prefix = prefixQueryText(keyword);
  return sql`(${table.search} @@ websearch_to_tsquery(${table.searchConfig}, ${keyword})${
    prefix ? sql` or ${table.search} @@ to_tsquery(${table.searchConfig}, ${prefix})` : sql``
  } or ${table.title} ilike ${likePattern(keyword)})`;
}

/** Relevance of a matching row: full-text rank, prefix rank, and a bonus for the keyword in the title. */
export function textRank(table: Searchable, keyword: string): SQL<number> {
  const prefix = prefixQueryText(keyword);
  return sql<number>`(ts_rank(${WEIGHTS}, ${table.search}, websearch_to_tsquery(${table.searchConfig}, ${keyword}))${
    prefix
      ? sql` + 0.5 * ts_rank(${WEIGHTS}, ${table.search}, to_tsquery(${table.searchConfig}, ${prefix}))`
      : sql``
  } + case when ${table.title} ilike ${likePattern(keyword)} then 1 else 0 end)::float8`;
}
