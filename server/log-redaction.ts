/**
 * Query parameters that carry secrets somewhere in the portal: one-click sign
 * (`sign`), reset and verification links (`token`), OIDC callbacks (`code`,
 * `state`, `id_token_hint`) and signed media (`key`). Their values never reach
 * the log.
 */
const SECRET_PARAMETERS = new Set([
  "token",
  "sign",
  "code",
  "state",
  "id_token_hint",
  "key",
  "password",
  "ticket",
]);

/** The request path as logged: secret query values replaced, everything else kept for debugging. */
export function redactUrl(url: string): string {
  const query = url.indexOf("?");
  if (query === -1) return url;
  const params = url
    .slice(query + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      const rawName = equals === -1 ? pair : pair.slice(0, equals);
      let name: string;
      try {
        name = decodeURIComponent(rawName.replaceAll("+", " ")).toLowerCase();
      } catch {
        return `${rawName}=[redacted]`;
      }
      return SECRET_PARAMETERS.has(name) && equals !== -1 ? `${rawName}=[redacted]` : pair;
    });
  return `${url.slice(0, query)}?${params.join("&")}`;
}

/**
 * Signed media paths carry their token in the path (/media/s/{token}/...):
 * the token is replaced too.
 */
export function redactPath(url: string): string {
  return redactUrl(url).replace(/^\/media\/s\/[^/?]+/, "/media/s/[redacted]");
}
