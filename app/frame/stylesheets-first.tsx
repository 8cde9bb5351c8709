import { useContext } from "react";
import { preinit } from "react-dom";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";

/**
 * The page's stylesheets as React style resources, so React writes them at the
 * top of the head. React hoists the module preloads of `<Scripts>` there too,
 * ahead of the head's own children where `<Links>` puts the stylesheets: on an
 * HTTP/1.1 connection the render-blocking stylesheets then queued behind some
 * forty scripts, and the first paint waited for them. `<Links>` still renders
 * them (and the routes' other links); the browser fetches each once.
 */
export function StylesheetsFirst() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  if (!framework) return null;
  for (const match of matches) {
    for (const href of framework.manifest.routes[match.id]?.css ?? []) {
      preinit(href, { as: "style", precedence: "page" });
    }
  }
  return null;
}
