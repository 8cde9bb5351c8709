import { useContext, useState } from "react";
import {
  UNSAFE_DataRouterContext,
  UNSAFE_FrameworkContext,
  type UNSAFE_AssetsManifest as AssetsManifest,
} from "react-router";
import { PAGE_FAILED, earlyClicksScript } from "./early-clicks.ts";
import { earlyReadsScript, type EarlyRead } from "./early-reads.ts";
import { PAGE_MODULES_EVENT } from "./page-modules-event.ts";
import { scriptLiteral as json } from "./script-literal.ts";

type ManifestRoute = NonNullable<AssetsManifest["routes"][string]>;

/** What the first page's module script is made of. */
export type PageModules = {
  /** The client entry, which hydrates the page once the routes' modules are in. */
  entry: string;
  /** Every module the first page runs (entry, routes, what they import), each once. */
  modules: string[];
  /** The matched routes, outer first: each one's modules, merged into its route module. */
  routes: { id: string; modules: string[] }[];
  /** React Router's manifest of the routes known so far (lazy route discovery). */
  manifest: unknown;
};

/** A route's own modules, as React Router's `<Scripts>` imports them (main module last). */
function routeModules(route: ManifestRoute): string[] {
  return [
    route.clientActionModule,
    route.clientLoaderModule,
    route.clientMiddlewareModule,
    route.hydrateFallbackModule,
    route.module,
  ].filter((module): module is string => Boolean(module));
}

/** The modules of the first page: the entry's, then each matched route's. */
export function pageModulesOf(
  manifest: AssetsManifest,
  routeIds: readonly string[],
  partialManifest: unknown,
): PageModules {
  const routes = routeIds.map((id) => {
    const route = manifest.routes[id];
    // As React Router's <Scripts>: a matched route the build does not know cannot hydrate.
    if (!route) throw new Error(`Route ${id} not found in manifest`);
    return { id, modules: routeModules(route), imports: route.imports ?? [] };
  });
  const modules = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of routes)
    for (const module of [...route.modules, ...route.imports]) modules.add(module);
  return {
    entry: manifest.entry.module,
    modules: [...modules],
    routes: routes.map(({ id, modules }) => ({ id, modules })),
    manifest: partialManifest,
  };
}

/** A route's module namespace; a route split in several modules, their exports together. */
function routeImport(modules: string[]): string {
  const imports = modules.map((module) => `import(${json(module)})`);
  return imports.length === 1
    ? imports[0]!
    : `Promise.all([${imports.join(", ")}]).then((parts) => Object.assign({}, ...parts))`;
}

/**
 * The first page's module script (decision 0033). The server-rendered page
 * shows without its modules, so none is announced in its head: the
 * stylesheets, the language pack and the first screen's images have the
 * connection to themselves, and the largest paint does not wait behind some
 * forty scripts. This script comes after the language pack, which runs only
 * once the stylesheets are in, so the page can be painted when it starts: it
 * announces every module at once (fetched side by side rather than import by
 * import, and holding the load event until they are in), then waits for the
 * first paint before it runs any (a requested animation frame, then a task
 * after it; a hidden tab paints nothing and goes on at once, as does a tab
 * hidden while it waits). The routes' modules and the entry run as React
 * Router's own `<Scripts>` runs them: the routes first, with the manifest,
 * then the entry, which hydrates; the event sent before it tells an entry
 * that a route's chunk already ran to hydrate now (app/entry.client.tsx).
 * Before all that, it starts the page's early reads (early-reads.ts), keeps
 * the buttons pressed until the page runs (early-clicks.ts), and gives the
 * press back to the browser should a module fail to load.
 */
export function pageModuleScript(page: PageModules, reads: readonly EarlyRead[] = []): string {
  const names = page.routes.map((_, index) => `route${index}`);
  return [
    earlyReadsScript(reads),
    earlyClicksScript,
    `const modules = ${json(page.modules)};`,
    `for (const href of modules) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    `if (document.visibilityState === "visible") await new Promise((painted) => { requestAnimationFrame(() => setTimeout(painted)); document.addEventListener("visibilitychange", painted, { once: true }); });`,
    `const [${names.join(", ")}] = await Promise.all([${page.routes.map(({ modules }) => routeImport(modules)).join(", ")}]).catch(${PAGE_FAILED});`,
    `window.__reactRouterManifest = ${json(page.manifest)};`,
    `window.__reactRouterRouteModules = {${page.routes.map(({ id }, index) => `${json(id)}: ${names[index]}`).join(", ")}};`,
    `document.dispatchEvent(new Event(${json(PAGE_MODULES_EVENT)}));`,
    `import(${json(page.entry)}).catch(${PAGE_FAILED});`,
  ]
    .filter(Boolean)
    .join("\n");
}

/**
 * React Router's manifest of the routes the first page knows before it asks
 * for more (lazy route discovery): the matched routes and those matching each
 * of the address's parent paths, as React Router's `<Scripts>` writes it. The
 * build has no subresource integrity (React Router's
 * `future.unstable_subResourceIntegrity`), whose import map `<Scripts>` would
 * also write.
 */
function partialManifest(
  { sri: _sri, ...manifest }: AssetsManifest,
  router: NonNullable<React.ContextType<typeof UNSAFE_DataRouterContext>>["router"],
) {
  const ids = new Set(router.state.matches.map((match) => match.route.id));
  const segments = router.state.location.pathname.split("/").filter(Boolean);
  const paths = ["/"];
  segments.pop();
  while (segments.length > 0) {
    paths.push(`/${segments.join("/")}`);
    segments.pop();
  }
  for (const path of paths) for (const match of router.match(path) ?? []) ids.add(match.route.id);
  const routes: Record<string, ManifestRoute> = {};
  for (const id of ids) if (manifest.routes[id]) routes[id] = manifest.routes[id];
  return { ...manifest, routes };
}

/**
 * In place of React Router's `<Scripts>` in built pages: the same hand-over of
 * the server's data (`window.__reactRouterContext`, whose stream the loader
 * data is written into), and the first page's modules loaded after its first
 * paint (pageModuleScript). Both are the server's: the browser keeps what the
 * server wrote and never runs them again.
 */
export function PageScripts({
  nonce,
  reads = [],
}: {
  nonce: string | undefined;
  /** Reads the page starts before it runs (decision 0034). */
  reads?: readonly EarlyRead[];
}) {
  const framework = useContext(UNSAFE_FrameworkContext);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  // Tells React Router to stream the loaders' data into the page after it, as its own
  // <Scripts> does: the render's meta is React Router's note for this one render.
  // eslint-disable-next-line react-hooks/immutability -- a field React Router reads after the render
  if (framework?.renderMeta) framework.renderMeta.didRenderScripts = true;
  const [scripts] = useState(() => {
    if (!framework || !dataRouter?.staticContext) return { context: " ", modules: " " };
    const { manifest, serverHandoffString } = framework;
    const { router } = dataRouter;
    const lazyDiscovery = framework.routeDiscovery.mode === "lazy" && framework.ssr;
    const page = pageModulesOf(
      manifest,
      router.state.matches.map((match) => match.route.id),
      lazyDiscovery ? partialManifest(manifest, router) : manifest,
    );
    return {
      context: `window.__reactRouterContext = ${serverHandoffString};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`,
      modules: pageModuleScript(page, reads),
    };
  });
  return (
    <>
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: scripts.context }}
      />
      <script
        type="module"
        async
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: scripts.modules }}
      />
    </>
  );
}
