/**
 * The platform's formatters, made once per locale and options and reused.
 * Making an Intl formatter loads and resolves the locale's data: on a phone it
 * cost more than hydrating the home page's news cards that used it, once per
 * date; formatting with one already made is cheap. A formatter is immutable,
 * so one made for a request serves every later one. The options that vary
 * (locale, time zone) come from a bounded set, and the cache is bounded anyway:
 * past MAX_FORMATTERS it starts over.
 *
 * A bad locale or time zone throws here as the constructor would, so callers
 * keep their fallbacks.
 */
const MAX_FORMATTERS = 500;

function cached<T, O>(make: (locale: string | string[], options: O) => T) {
  const made = new Map<string, T>();
  return (locale: string | string[], options: O): T => {
    const key = JSON.stringify([locale, options]);
    let formatter = made.get(key);
    if (formatter === undefined) {
      formatter = make(locale, options);
      if (made.size >= MAX_FORMATTERS) made.clear();
      made.set(key, formatter);
    }
    return formatter;
  };
}

export const dateTimeFormat = cached(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

export const numberFormat = cached(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

export const displayNames = cached(
  (locale, options: Intl.DisplayNamesOptions) => new Intl.DisplayNames(locale, options),
);

export const pluralRules = cached(
  (locale, options: Intl.PluralRulesOptions) => new Intl.PluralRules(locale, options),
);

/**
 * A country's name in a language ("GB" → "Vereinigtes Königreich" in German),
 * from the platform's data; the code itself when the platform does not know it.
 */
export function regionName(code: string, locale: string): string {
  try {
    return displayNames(locale, { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
