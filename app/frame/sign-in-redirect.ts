import { redirectDocument } from "react-router";
import { loginHref } from "./paths.ts";

/**
 * A signed-in page's answer to a visitor (frame §2): sign in, then come back
 * to this page. A document redirect: the sign-in lives outside the pages
 * router, so a client navigation (a menu's link) must leave the app for it
 * too; a plain redirect would be routed in the app as a site named "user".
 */
export function signInFirst(url: URL): Response {
  return redirectDocument(loginHref(url.pathname, url.search));
}
