import { onDemand } from "../on-demand.tsx";

/** The header's menus (header-menus.tsx), shared by every trigger: loaded once, by the first one used. */
export const headerMenus = onDemand(() => import("./header-menus.tsx"));
