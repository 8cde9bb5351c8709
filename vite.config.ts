import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

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
  build: { target: "es2022" },
  // `npm run dev` serves on the same port as `npm start`.
  server: { port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? "localhost" },
});
