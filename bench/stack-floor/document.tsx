import type { ReactNode } from "react";
import { Links, Meta, ScrollRestoration } from "react-router";

/** A root route's document parts, as every React Router page renders them. */
export function Document({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
      </body>
    </html>
  );
}
