// The same, with Mantine's provider around the pages (as app/root.tsx has it) and one Button:
// what a page with any Mantine component runs before any of the portal's own code.
import "#app/entry.client.tsx";
import { Button, createTheme, DirectionProvider, MantineProvider } from "@mantine/core";
import { Outlet } from "react-router";
import { Document } from "./document.tsx";

const theme = createTheme({ primaryColor: "red" });

export function Root() {
  return (
    <Document>
      <DirectionProvider>
        <MantineProvider theme={theme} defaultColorScheme="light" withCssVariables={false}>
          <Outlet />
          <Button>Continue</Button>
        </MantineProvider>
      </DirectionProvider>
    </Document>
  );
}
