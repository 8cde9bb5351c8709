// The same, with Mantine's provider around the pages (as app/root.tsx has it) and one Button:
// what a page with any Mantine component runs before any of the portal's own code.
import { Button, createTheme, DirectionProvider, MantineProvider } from "@mantine/core";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { Links, Meta, Outlet, ScrollRestoration } from "react-router";
import { HydratedRouter } from "react-router/dom";

const theme = createTheme({ primaryColor: "red" });

export function Root() {
  return (
    <html lang="en">
      <head>
        <Meta />
        <Links />
      </head>
      <body>
        <DirectionProvider>
          <MantineProvider theme={theme} defaultColorScheme="light" withCssVariables={false}>
            <Outlet />
            <Button>Continue</Button>
          </MantineProvider>
        </DirectionProvider>
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
