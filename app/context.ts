import { createContext } from "react-router";
import type { PortalContext } from "#contract/portal-context.ts";

/**
 * The router-context token the server fills per request. The SSR build keeps
 * this module external so server and loaders share one token instance.
 */
export const portalContext = createContext<PortalContext>();
