/**
 * A news date in the site's locale. UTC, so it reads the same on the server
 * and in the browser whatever their time zones.
 */
export function formatNewsDate(iso: string, locale: string): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(
      new Date(iso),
    );
  } catch {
    return iso.slice(0, 10);
  }
}
