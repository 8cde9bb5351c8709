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

// React Router's own entry, but for when it hydrates. React and React Router come in this
// module's chunk (decision 0028), so the first route module the page imports runs it; a
// built page imports its routes' modules side by side after its first paint (decision 0033),
// and hydrating before the last of them is in would find a route without its module.
if ("__reactRouterRouteModules" in window) hydrate();
else document.addEventListener(PAGE_MODULES_EVENT, hydrate, { once: true });
