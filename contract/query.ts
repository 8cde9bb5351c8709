/**
 * `url` with `params` as its query, as every caller of the API writes it: a
 * list as repeated keys, null and undefined left out. Zod-free, so the
 * browser client takes it without the contract's schemas.
 */
export function withQuery(url: string, params: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) query.append(key, String(item));
    else query.append(key, String(value));
  }
  const text = query.toString();
  return text ? `${url}${url.includes("?") ? "&" : "?"}${text}` : url;
}
