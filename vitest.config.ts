import { defineConfig } from "vitest/config";

/**
 * Unit tests run once; every test that touches the database runs twice, on the
 * embedded PGlite and on the PostgreSQL server (TEST_DATABASE_URL).
 */
const databaseTests = ["server/**/*.test.ts", "db/**/*.test.ts"];
/** Pure tests of server code need no database server and run once. */
const pureServerTests = ["server/**/*.unit.test.ts", "db/**/*.unit.test.ts"];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "contract/**/*.test.ts",
            "app/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
            ...pureServerTests,
          ],
        },
      },
      {
        test: {
          name: "pglite",
          include: databaseTests,
          exclude: pureServerTests,
          env: { TEST_DB: "pglite" },
        },
      },
      {
        test: {
          name: "postgres",
          include: databaseTests,
          exclude: pureServerTests,
          env: { TEST_DB: "postgres" },
        },
      },
    ],
  },
});
