import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin, type Rolldown } from "vite";
import routes from "./app/routes.ts";
import { KIT_BASE_CHUNK } from "./app/frame/stylesheet-bundles.ts";
import { importPartsByModule, readBarrel } from "./scripts/bundle/barrel-imports.ts";

/**
 * A Mantine component's class names module, e.g. …/esm/components/Menu/Menu.module.mjs,
 * or a shared part's under esm/utils (InlineInput: the label beside a Checkbox,
 * Radio or Switch, whose styles would otherwise never load).
 */
const MANTINE_CLASSES_MODULE =
  /\/@mantine\/core\/esm\/(?:components|utils)\/(?:[^/]+\/)*([A-Za-z]+)\.module\.mjs$/;

/**
 * Mantine's styles per component (decision 0014): every Mantine class-names
 * module that the build keeps imports its component's stylesheet, so a chunk
 * carries exactly the styles of the components in it, dependencies included,
 * and a component loaded later brings its styles along. The stylesheets are
 * the `@layer mantine` variants: the order in which chunks' styles arrive
 * cannot let Mantine's rules override the portal's own.
 *
 * The development server pre-bundles Mantine, so its modules never pass
 * through a transform there: in development the root loads the whole
 * (layered) stylesheet instead.
 */
function mantineStylesPerComponent(): Plugin[] {
  return [
    {
      name: "mantine-styles-per-component",
      apply: "build",
      transform: {
        filter: { id: MANTINE_CLASSES_MODULE },
        handler(code, id) {
          const component = MANTINE_CLASSES_MODULE.exec(id)?.[1];
          if (!component) return null;
          return {
            code: `import "@mantine/core/styles/${component}.layer.css";\n${code}`,
            map: null,
          };
        },
      },
    },
    {
      name: "mantine-styles-per-component:development",
      apply: "serve",
      transform: {
        filter: { id: /\/app\/root\.tsx$/ },
        handler(code) {
          return { code: `import "@mantine/core/styles.layer.css";\n${code}`, map: null };
        },
      },
    },
  ];
}

/**
 * Packages whose index re-exports a thousand parts: the icons and Mantine's
 * components. In the browser's build each part is imported from its own module
 * (decision 0035), so the frame's chunks (below) see which parts each layout
 * really uses; through the index an icon or a component both layouts show could
 * not be told from the thousands they do not.
 */
const BARRELS = ["@tabler/icons-react", "@mantine/core"].map((packageName) => ({
  packageName,
  ...readBarrel(packageName, new URL("./", import.meta.url)),
}));

/** A module of one of those packages, other than its index. */
const isBarrelPart = (id: string) =>
  BARRELS.some((barrel) => id.startsWith(barrel.directory) && id !== barrel.index);

function importsByModule(): Plugin {
  return {
    name: "imports-by-module",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform: {
      // A route module comes with a query (`?__react-router-build-client-route`, `?route-chunk=`).
      filter: { id: /[\\/]app[\\/][^?]*\.tsx?(?:\?.*)?$/ },
      handler(code) {
        let rewritten = code;
        for (const barrel of BARRELS) {
          if (!rewritten.includes(barrel.packageName)) continue;
          rewritten = importPartsByModule(rewritten, barrel.packageName, barrel.parts) ?? rewritten;
        }
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
  };
}

/**
 * File names as the bundler cleans them, but the shared parts' (`shared~{pages}~{hash}`),
 * named `shared`: a stylesheet bundle's address joins file names with `~` (decision 0016),
 * and the file's hash tells them apart.
 */
function fileName(name: string): string {
  if (name.startsWith("shared~")) return "shared";
  // The bundler's own cleaning: characters a URL or a file system would not take.
  // eslint-disable-next-line no-control-regex -- control characters are among them
  return name.replace(/[\0-\x1F"#$&*+,:;<=>?[\]^`{|}\x7F]/g, "_");
}

/** React, React DOM and React Router: every page runs them, whatever it shows. */
const RUNTIME =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|@react-router[\\/][^\\/]+)[\\/]/;

/** React Router's id of a route module in the client build. */
const clientRoute = (file: string) =>
  `${fileURLToPath(new URL(file, import.meta.url))}?__react-router-build-client-route`;

const routeFiles = (entries: readonly RouteConfigEntry[]): string[] =>
  entries.flatMap((entry) => [entry.file, ...routeFiles(entry.children ?? [])]);
/** Every route module of the browser's build: the root's and those of app/routes.ts. */
const ROUTE_MODULES = [...new Set(["root.tsx", ...routeFiles(routes)])].map((file) =>
  clientRoute(`./app/${file}`),
);

/** Each frame chunk and the route module whose static imports fill it, outer ones first. */
const FRAME_CHUNKS = [
  { name: "frame", route: clientRoute("./app/root.tsx") },
  { name: "frame-desktop", route: clientRoute("./app/frame/desktop-layout.tsx") },
  { name: "frame-mobile", route: clientRoute("./app/frame/mobile-layout.tsx") },
];

/**
 * The frame's code in one file per frame (decision 0028). Every page runs the
 * root route and one of the two layouts, with everything they import; left to
 * the bundler, that code came in some forty small chunks, one per set of
 * routes sharing a module, and each file compresses on its own: 58 files for
 * /en. Joined, the same code is about a fifth smaller gzipped. Only static
 * imports count, so what the frame loads on demand stays out; a module a
 * layout shares with the root or with the other layout is in the root's
 * chunk; the pages' own code is split as before.
 */
function frameChunks(): Rolldown.CodeSplittingGroup[] {
  const owners = new WeakMap<Rolldown.ChunkingContext, Map<string, string>>();
  const ownersIn = (ctx: Rolldown.ChunkingContext) => {
    let owner = owners.get(ctx);
    if (owner) return owner;
    /** What a frame route reaches through its imports: static ones alone, or dynamic ones too. */
    const reach = (route: string, dynamic: boolean) => {
      const reached = new Set<string>();
      const pending = [route];
      while (pending.length > 0) {
        const id = pending.pop()!;
        // Packages are followed no further, but for the parts imported by module
        // (importsByModule): through an index every part would count as the frame's.
        if (reached.has(id) || (/[\\/]node_modules[\\/]/.test(id) && !isBarrelPart(id))) {
          continue;
        }
        const info = ctx.getModuleInfo(id);
        if (!info) continue;
        reached.add(id);
        pending.push(...info.importedIds, ...(dynamic ? info.dynamicallyImportedIds : []));
      }
      return reached;
    };
    const frames = FRAME_CHUNKS.map((chunk) => ({ ...chunk, loaded: reach(chunk.route, false) }));
    const [root] = frames;
    /** What a route module may ever load, its parts loaded on demand included. */
    const everLoaded = ROUTE_MODULES.map((route) => ({ route, loaded: reach(route, true) }));
    // A module one layout loads is that layout's only if no other route (the root, the other
    // layout, a page) can ever load it, on demand or not: then nothing outside that layout's
    // code imports it. Anything else the frame loads is the root's: what both layouts use (the
    // footer, the consent gate, the page's main), and what a page or a part loaded on demand
    // elsewhere uses too (an icon, the Avatar). Every page runs the root and one layout, so a
    // phone's page never loads the desktop frame's code, nor the reverse.
    const layoutOwning = (id: string) =>
      frames.find(
        (frame) =>
          frame !== root &&
          frame.loaded.has(id) &&
          everLoaded.every(({ route, loaded }) => route === frame.route || !loaded.has(id)),
      )?.name;
    owner = new Map();
    for (const id of new Set(frames.flatMap((frame) => [...frame.loaded]))) {
      owner.set(id, layoutOwning(id) ?? root!.name);
    }
    owners.set(ctx, owner);
    return owner;
  };
  // The server build imports packages from node_modules and has no client routes: none of
  // these groups finds a module there.
  return [
    { name: "runtime", test: RUNTIME, priority: 3 },
    // Mantine's provider, Box and styles API, which the root's provider and every component use,
    // and the two components others are built on with their class on the same element (Button,
    // ActionIcon… on UnstyledButton; Anchor on Text). A route's stylesheets come in React
    // Router's order, a chunk's before those of the chunks it imports: in a page's chunk,
    // UnstyledButton's rules would come after Button's and win. In the root's, they come first.
    {
      name: KIT_BASE_CHUNK,
      test: /[\\/]node_modules[\\/](?:@mantine[\\/]core[\\/]esm[\\/](?:core|components[\\/](?:UnstyledButton|Text)[\\/])|clsx[\\/])/,
      priority: 2,
    },
    { name: (id, ctx) => ownersIn(ctx).get(id) ?? null, priority: 1 },
    // What pages share, split by the set of pages using it, as the bundler would; a part under
    // 1 KB joins its closest neighbour instead of being a file of its own (a single icon, a
    // small helper). A page loaded some fifty such files, each a request and compressed on
    // its own; the extra code a page now loads with a neighbour is a few hundred bytes.
    { name: "shared", minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 1024 },
  ];
}

export default defineConfig({
  plugins: [
    mantineStylesPerComponent(),
    importsByModule(),
    reactRouter(),
    fastifyReactRouterDev({
      entry: "./server/dev-entry.ts",
      // One router-context token shared by the server and the built loaders.
      externalizeServerEntryImports: ["#app/context.ts"],
    }),
  ],
  build: {
    target: "es2022",
    rolldownOptions: {
      output: { codeSplitting: { groups: frameChunks() }, sanitizeFileName: fileName },
    },
  },
  // The development server bundles the packages it finds in these once, at its start. From the
  // root and the client entry alone it missed those only pages import, and bundled again and
  // reloaded every open page whenever a page first asked for one.
  optimizeDeps: { entries: ["app/**/*.tsx", "!app/entry.server.tsx", "!app/**/*.test.tsx"] },
  // `npm run dev` serves on the same port as `npm start`.
  server: { port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? "localhost" },
});
