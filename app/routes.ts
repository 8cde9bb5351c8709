import { type RouteConfig, index } from "@react-router/dev/routes";

export default [index("pages/home/route.tsx")] satisfies RouteConfig;
