import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { openTestDatabase } from "#db/testing.ts";

/**
 * `npm run setup` as an operator runs it (issue 35): the file and the flags,
 * the password from the environment, what it prints, its exit status; on the
 * embedded database in a data directory, or on a PostgreSQL server.
 */
let dataDir: string;
let database: Awaited<ReturnType<typeof openTestDatabase>> | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "academy-setup-command-"));
  if (process.env.TEST_DB === "postgres") database = await openTestDatabase();
  writeFileSync(
    path.join(dataDir, "setup.json"),
    JSON.stringify({
      organisation: {
        code: "acme",
        brandName: "Acme Security",
        contactEmail: "academy@acme.example",
        hosts: ["academy.test"],
      },
      sites: [{ path: "/en", languages: ["en"], currency: "USD" }],
      administrator: {
        email: "admin@acme.example",
        firstName: "Ada",
        lastName: "Admin",
        country: "GB",
      },
    }),
  );
});
afterAll(async () => {
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

function setup(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ["scripts/setup.ts", ...args], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DEMO: "false",
      DATA_DIR: dataDir,
      ...(database?.url ? { DATABASE_URL: database.url } : {}),
      PUBLIC_URL: "https://academy.test",
      REDIS_URL: "",
      SETUP_ADMIN_PASSWORD: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once("exit", (status) => resolve({ status, stdout, stderr })),
  );
}

const file = () => ["--file", path.join(dataDir, "setup.json")];

/** Each run starts a process that opens (the first time: creates and migrates) the database. */
const SLOW = { timeout: 120_000 };

test(
  "a mistake in the file or the flags is named by its field, and nothing is written",
  SLOW,
  async () => {
    const refused = await setup(
      [...file(), "--site", "eu/de:de:DE:EUR", "--primary-colour", "#ffff00"],
      {
        SETUP_ADMIN_PASSWORD: "Admin-Pass-2026",
      },
    );
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("Nothing was written:");
    expect(refused.stderr).toContain("sites[1].path: a region path like /en or /eu/de");
    expect(refused.stderr).toMatch(/organisation\.primaryColour: white text on #ffff00/);
  },
);

test("a new administrator needs a password, which never comes from a flag", SLOW, async () => {
  const unknownFlag = await setup([...file(), "--password", "Admin-Pass-2026"]);
  expect(unknownFlag.status).toBe(2);
  const noPassword = await setup(file());
  expect(noPassword.status).toBe(1);
  expect(noPassword.stderr).toMatch(
    /administrator\.password: required for a new administrator account: set SETUP_ADMIN_PASSWORD/,
  );
});

test("sets up, then changes nothing when run again", SLOW, async () => {
  const first = await setup([...file(), "--site", "/eu/de:de,en:DE:EUR"], {
    SETUP_ADMIN_PASSWORD: "Admin-Pass-2026",
  });
  expect(first.stderr).toBe("");
  expect(first.status).toBe(0);
  expect(first.stdout).toContain("Set up the organisation acme (tenant 1):");
  expect(first.stdout).toMatch(/created\s+site \/eu\/de/);
  expect(first.stdout).toContain(
    "Administrator admin@acme.example: account created, portal user created; administrator of sites 1, 2 (new on 1, 2).",
  );
  expect(first.stdout).toContain("Sign in at https://academy.test/en.");
  expect(first.stdout).toContain("REDIS_URL is not set");

  // No password is needed for an account that exists, and none is set.
  const again = await setup([...file(), "--site", "/eu/de:de,en:DE:EUR"]);
  expect(again.status).toBe(0);
  const lines = again.stdout.split("\n").filter((line) => /^\s+\w+\s{2}/.test(line));
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.every((line) => line.trim().startsWith("unchanged"))).toBe(true);
  expect(again.stdout).toContain("account unchanged");
});

test.runIf(process.env.TEST_DB !== "postgres")(
  "refuses to write under a server that holds the embedded database",
  async () => {
    const lock = path.join(dataDir, "pglite", "postmaster.pid");
    mkdirSync(path.dirname(lock), { recursive: true });
    writeFileSync(lock, "-42\n");
    try {
      const refused = await setup(file());
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/open in another process \(a running server\?\)/);
    } finally {
      rmSync(lock);
    }
  },
);
