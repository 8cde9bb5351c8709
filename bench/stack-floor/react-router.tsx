// What every page runs before any of the portal's own code: the portal's entry (React DOM
// hydrating the document with React Router's router) and a root route with the document's parts.
import "#app/entry.client.tsx";
import { Outlet } from "react-router";
import { Document } from "./document.tsx";

export function Root() {
  return (
    <Document>
      <Outlet />
    </Document>
  );
}
