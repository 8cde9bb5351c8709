import type { TFunction } from "../../i18n/translator.ts";
import { dateTimeFormat } from "#contract/intl.ts";

/** A duration in seconds as "1 h 20 min" or "25 min" in the active language. */
export function formatDuration(t: TFunction, seconds: number): string {
  const minutes = Math.max(1, Math.round(Math.max(0, seconds) / 60));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t("catalogue.duration.minutes", { count: rest });
  if (rest === 0) return t("catalogue.duration.hours", { count: hours });
  return t("catalogue.duration.hoursMinutes", { hours, minutes: rest });
}

/** An item with its publication date as the page shows it (`publishedOn`). */
export type Dated<T extends { publishedAt: string }> = T & { publishedOn: string };

/**
 * The item with its publication date written in the page's language, by the
 * page's loader: a visitor's page is made on the server (and kept), and the
 * browser hydrates it without making a date formatter, whose first use costs
 * a phone more than the rest of the list (decision 0031).
 */
export function dated<T extends { publishedAt: string }>(item: T, locale: string): Dated<T> {
  return { ...item, publishedOn: formatDate(item.publishedAt, locale) };
}

/** A publication date that reads the same on the server and in the browser. */
export function formatDate(iso: string, locale: string): string {
  try {
    return dateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));
  } catch {
    return iso.slice(0, 10);
  }
}
