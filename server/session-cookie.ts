/**
 * Names of the login session cookie: `__Host-` prefixed when the portal is
 * served over https (PUBLIC_URL), plain otherwise. A request without either is
 * anonymous, which is what the page cache keys on.
 */
export const SESSION_COOKIE = "academy_session";
export const SECURE_SESSION_COOKIE = "__Host-academy_session";

export function hasSessionCookie(cookies: Record<string, string | undefined>): boolean {
  return Boolean(cookies[SESSION_COOKIE] || cookies[SECURE_SESSION_COOKIE]);
}
