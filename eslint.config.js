import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The architecture's boundaries (ARCHITECTURE §3): contract/ imports nothing of
 * ours, app/ imports contract/ only, and only server/ imports db/.
 */
const boundaries = {
  zones: [
    {
      target: "./contract",
      from: ["./app", "./server", "./db"],
      message: "contract/ imports nothing of ours.",
    },
    {
      target: "./app",
      from: ["./server", "./db"],
      message: "app/ reaches the server through the router context and the API only.",
    },
    {
      target: "./db",
      from: ["./app", "./server"],
      message: "db/ does not depend on the server or the UI.",
    },
  ],
};

/**
 * Server modules keep to their own tables and talk through what they publish
 * (ARCHITECTURE §3): their services (`*.service.ts`), their read ports for
 * other modules (`*-facts.ts`) and the few files named here. Everything else
 * in a module is its own business, and `db/schema/<domain>.ts` belongs to the
 * module of that name. A new folder under server/modules/ is a module at once.
 */
const serverModules = readdirSync(new URL("./server/modules/", import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const alsoPublished = [
  "site/site-directory.ts",
  "site/site-table.ts",
  "identity/sessions.ts",
  "identity/mail.ts",
];
const moduleInternals = serverModules.map((module) => ({
  target: `./server/modules/${module}`,
  from: `./server/modules/!(${module})/**`,
  except: [
    "**/server/modules/*/*.service.ts",
    "**/server/modules/*/*-facts.ts",
    ...alsoPublished.map((file) => `**/server/modules/${file}`),
  ],
  message:
    "Another module is reached through its services and read ports (*.service.ts, *-facts.ts).",
}));
const moduleTables = serverModules.map((module) => ({
  target: `./server/modules/${module}`,
  from: `./db/schema/!(${module}).ts`,
  message: "A module reads and writes its own tables; ask the owning module through its read port.",
}));

export default tseslint.config(
  {
    ignores: [
      "build/",
      "node_modules/",
      "data/",
      ".react-router/",
      "test-results/",
      "playwright-report/",
      "db/migrations/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
      // no-cycle follows imports through TypeScript files too.
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { zones: [...boundaries.zones, ...moduleInternals, ...moduleTables] },
      ],
      "import-x/no-cycle": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // The Rules of React in the pages: hooks called unconditionally, effect dependencies
    // complete, no state set during render or in an effect's body.
    files: ["app/**/*.ts", "app/**/*.tsx"],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // Tests read JSON responses whose shapes the assertions themselves check.
    files: ["**/*.test.ts", "**/*.test.tsx", "e2e/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Tests arrange their fixtures in any table; they still reach other modules' code only through what those publish.
    files: ["server/**/*.test.ts"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { zones: [...boundaries.zones, ...moduleInternals] },
      ],
    },
  },
);
