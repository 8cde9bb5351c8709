import js from "@eslint/js";
import { importX } from "eslint-plugin-import-x";
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
      "import-x/resolver": { node: { extensions: [".ts", ".tsx", ".js"] } },
    },
    rules: {
      "import-x/no-restricted-paths": ["error", boundaries],
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
);
