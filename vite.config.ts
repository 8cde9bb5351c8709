import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin, type Rolldown } from "vite";

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
 * layout shares with the root stays in the root's chunk; the pages' own code
 * is split as before.
 */
function frameChunks(): Rolldown.CodeSplittingGroup[] {
  const owners = new WeakMap<Rolldown.ChunkingContext, Map<string, string>>();
  const ownersIn = (ctx: Rolldown.ChunkingContext) => {
    let owner = owners.get(ctx);
    if (owner) return owner;
    owner = new Map();
    for (const chunk of FRAME_CHUNKS) {
      const pending = [chunk.route];
      while (pending.length > 0) {
        const id = pending.pop()!;
        // Packages are followed no further: through a barrel such as @mantine/core's index
        // every component would count as the frame's, used or not.
        if (owner.has(id) || /[\\/]node_modules[\\/]/.test(id)) continue;
        const info = ctx.getModuleInfo(id);
        if (!info) continue;
        owner.set(id, chunk.name);
        pending.push(...info.importedIds);
      }
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
      name: "mantine",
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
  // `npm run dev` serves on the same port as `npm start`.
  server: { port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? "localhost" },
});
