// What every page of a React Router framework app runs before any of its own code: React DOM
// hydrating the document with React Router's router, and a root route with the document's parts.
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { Links, Meta, Outlet, ScrollRestoration } from "react-router";
import { HydratedRouter } from "react-router/dom";

export function Root() {
  return (
    <html lang="en">
      <head>
        <Meta />
        <Links />
      </head>
      <body>
        <Outlet />
        <ScrollRestoration />
      </body>
    </html>
  );
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
