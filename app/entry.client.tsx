import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { PAGE_MODULES_EVENT } from "./frame/page-modules-event.ts";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// React Router's own entry, but for when it hydrates. A built page imports its routes' modules
// side by side after its first paint, then this one (decision 0033); hydrating before the last
// route module is in would find a route without its module. Should a route's chunk ever import
// this module's (the bundler once put React here, decision 0028), it waits for the page's word.
if ("__reactRouterRouteModules" in window) hydrate();
else document.addEventListener(PAGE_MODULES_EVENT, hydrate, { once: true });
