import path from "node:path";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { portalContext } from "#app/context.ts";
import { nameRouteBundles } from "#app/frame/stylesheet-bundles.ts";
import type { Renderer } from "./render-protocol.ts";
import { developmentBuildsLoaded } from "./production-build.ts";

const SERVER_BUILD = path.resolve("build", "server", "index.js");

/**
 * The pages' renderer: React Router's handler over the production build, with
 * the request's portal in the router context (ARCHITECTURE §3). It runs in
 * the render pool's worker threads (server/delivery/render-pool.ts), or on the main
 * thread when there are none.
 */
export async function createRenderer(): Promise<Renderer> {
  // Only in production: the dev server serves the pages itself (Vite need not follow this import).
  const build = (await import(/* @vite-ignore */ SERVER_BUILD)) as ServerBuild;
  // The built pages with React's development builds would render several times slower.
  const development = developmentBuildsLoaded();
  if (development.length > 0)
    throw new Error(
      `The built pages would be served with React's development builds (${path.basename(development[0]!)}): start the server with NODE_ENV=production, as npm start does`,
    );
  // What the pages hand the browser names each route's stylesheet bundle (decision 0016's addendum).
  nameRouteBundles(build.assets.routes);
  const handle = createRequestHandler(build, "production");
  return (request, portal) => {
    const context = new RouterContextProvider();
    context.set(portalContext, portal);
    return handle(request, context);
  };
}
