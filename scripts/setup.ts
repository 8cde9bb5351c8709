import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "#db/client.ts";
import { publishOnce } from "#server/broadcast.ts";
import { ConfigError, parseConfig } from "#server/config.ts";
import { embeddedIssuer } from "#server/prepare-database.ts";
import { embeddedAccountState } from "#server/modules/identity/provisioned-accounts.service.ts";
import { parseSetupInput, type InputIssue } from "#server/modules/setup/setup-input.ts";
import { runSetup, SetupRefused, type SetupReport } from "#server/modules/setup/setup.service.ts";

/**
 * `npm run setup -- --file setup.json [flags]`: the first-run set-up of an
 * empty install (issue 35; docs/setup.example.json, README "Set up an
 * install"). Creates or updates the organisation, its sites and the first
 * administrator in one transaction, then tells the running servers.
 *
 * The administrator's password never comes from a flag (shell history): from
 * SETUP_ADMIN_PASSWORD, or asked on the terminal without echo.
 */
const usage = `usage: npm run setup -- [--file setup.json] [flags]

  --file PATH               the set-up as JSON (docs/setup.example.json); flags below override it
  --code CODE               organisation code (setup run again with it updates the organisation)
  --brand-name NAME         brand name shown on every page
  --contact-email EMAIL     the organisation's contact address
  --host HOST               a host name of the portal (repeat for several)
  --primary-colour #RRGGBB  the brand colour of buttons and links
  --logo PATH               the logo: PNG, JPEG, WebP or SVG, at most 512 KB
  --default-site PATH       the site "/" opens
  --site PATH:LANGS[:COUNTRY[:CURRENCY]]
                            a site, e.g. /en:en or /eu/de:de,en:DE:EUR (repeat for several;
                            replaces a site of the file with the same path)
  --admin-email EMAIL, --admin-first-name NAME, --admin-last-name NAME, --admin-country CC
                            the first administrator
  --set-admin-password      give the existing administrator account a new password
  --help                    this text

The password of a new administrator account: SETUP_ADMIN_PASSWORD, or asked on a terminal.`;

const args = readArguments();
const config = readConfig();

function readArguments() {
  try {
    const { values } = parseArgs({
      options: {
        file: { type: "string" },
        code: { type: "string" },
        "brand-name": { type: "string" },
        "contact-email": { type: "string" },
        host: { type: "string", multiple: true },
        "primary-colour": { type: "string" },
        logo: { type: "string" },
        "default-site": { type: "string" },
        site: { type: "string", multiple: true },
        "admin-email": { type: "string" },
        "admin-first-name": { type: "string" },
        "admin-last-name": { type: "string" },
        "admin-country": { type: "string" },
        "set-admin-password": { type: "boolean", default: false },
        help: { type: "boolean", default: false },
      },
      strict: true,
    });
    if (values.help) {
      console.log(usage);
      process.exit(0);
    }
    return values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
}

function readConfig() {
  try {
    return parseConfig(process.env, "tool");
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Ctrl-C while a password is asked. */
class Interrupted extends Error {}

// The input: the file, then the flags over it.
const baseDir = args.file ? path.dirname(path.resolve(args.file)) : process.cwd();
let raw: Record<string, unknown> = {};
if (args.file) {
  try {
    raw = JSON.parse(await readFile(args.file, "utf8")) as Record<string, unknown>;
  } catch (error) {
    console.error(`--file ${args.file}: ${(error as Error).message}`);
    process.exit(1);
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    console.error(`--file ${args.file}: a JSON object (see docs/setup.example.json)`);
    process.exit(1);
  }
}
const organisation = { ...(raw.organisation as Record<string, unknown> | undefined) };
const set = (target: Record<string, unknown>, field: string, value: unknown) => {
  if (value !== undefined) target[field] = value;
};
set(organisation, "code", args.code);
set(organisation, "brandName", args["brand-name"]);
set(organisation, "contactEmail", args["contact-email"]);
set(organisation, "hosts", args.host);
set(organisation, "primaryColour", args["primary-colour"]);
// A logo named on the command line is relative to where the command runs.
set(organisation, "logo", args.logo && path.resolve(args.logo));
set(organisation, "defaultSite", args["default-site"]);
const administrator = { ...(raw.administrator as Record<string, unknown> | undefined) };
set(administrator, "email", args["admin-email"]);
set(administrator, "firstName", args["admin-first-name"]);
set(administrator, "lastName", args["admin-last-name"]);
set(administrator, "country", args["admin-country"]);
let sites = Array.isArray(raw.sites) ? [...(raw.sites as Record<string, unknown>[])] : raw.sites;
for (const flag of args.site ?? []) {
  const [sitePath, languages, country, currency] = flag.split(":");
  const site: Record<string, unknown> = {
    path: sitePath,
    languages: languages ? languages.split(",") : [],
  };
  set(site, "country", country === "-" ? null : country || undefined);
  set(site, "currency", currency || undefined);
  const list = Array.isArray(sites) ? (sites as Record<string, unknown>[]) : [];
  sites = [...list.filter((other) => other.path !== sitePath), site];
}
const parsed = parseSetupInput({ ...raw, organisation, sites, administrator });
if (!parsed.ok) refuse(parsed.issues);
const input = parsed.input;

if (config.demo)
  console.warn(
    "Note: this is a demo install (DEMO): the organisation is set up beside the demo tenants, whose " +
      "demo accounts still sign in. A production install sets DEMO=false.",
  );
// The embedded database is one process's: a server running on it would be written under.
const pgliteLock = path.join(config.dataDir, "pglite", "postmaster.pid");
if (!config.databaseUrl && existsSync(pgliteLock)) {
  console.error(
    `The embedded database in ${config.dataDir} is open in another process (a running server?). ` +
      "Stop the server, run setup, then start it again. If no server runs, the database was not " +
      `closed cleanly: start and stop the server once, or delete ${pgliteLock}.`,
  );
  process.exit(1);
}

const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
let outcome: { report: SetupReport } | { refused: InputIssue[] } | { interrupted: true };
try {
  await database.migrate();
  const issuer = embeddedIssuer(config);
  const password = await passwordFor(issuer);
  outcome = {
    report: await runSetup(database.db, input, {
      embeddedIssuer: issuer,
      dataDir: config.dataDir,
      baseDir,
      password,
      setPassword: args["set-admin-password"],
    }),
  };
} catch (error) {
  if (error instanceof SetupRefused) outcome = { refused: error.issues };
  else if (error instanceof Interrupted) outcome = { interrupted: true };
  else throw error;
} finally {
  // Always closed: the embedded database is left as a server expects to find it.
  await database.close();
}
if ("refused" in outcome) refuse(outcome.refused);
if ("interrupted" in outcome) process.exit(130);
const report = outcome.report;

printReport(report);
await tellServers(report);

/** The password, when one is needed: the environment's, or asked twice on a terminal. */
async function passwordFor(issuer: string | undefined): Promise<string | undefined> {
  if (process.env.SETUP_ADMIN_PASSWORD) return process.env.SETUP_ADMIN_PASSWORD;
  if (!issuer) return undefined;
  const state = await embeddedAccountState(database.db, input.administrator.email);
  if (state !== "none" && !args["set-admin-password"]) return undefined;
  if (!process.stdin.isTTY) return undefined;
  const first = await askHidden(
    `Password for ${input.administrator.email} (at least 8 characters, a letter and a digit): `,
  );
  const again = await askHidden("The same password again: ");
  if (first !== again)
    throw new SetupRefused([{ path: "administrator.password", message: "the two differ" }]);
  return first;
}

/** Reads a line from the terminal without showing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    let typed = "";
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString("utf8")) {
        if (char === "\u0003") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          process.stdout.write("\n");
          reject(new Interrupted());
          return;
        }
        if (char === "\r" || char === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          process.stdout.write("\n");
          resolve(typed);
          return;
        }
        if (char === "\u007f" || char === "\b") typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.on("data", onData);
  });
}

function refuse(issues: InputIssue[]): never {
  console.error("Nothing was written:");
  for (const issue of issues) console.error(`  ${issue.path}: ${issue.message}`);
  process.exit(1);
}

function printReport(done: SetupReport) {
  console.log(`Set up the organisation ${input.organisation.code} (tenant ${done.tenantId}):`);
  const width = Math.max(...done.outcomes.map((outcome) => outcome.result.length));
  for (const outcome of done.outcomes)
    console.log(
      `  ${outcome.result.padEnd(width)}  ${outcome.subject}${outcome.fields ? ` (${outcome.fields.join(", ")})` : ""}`,
    );
  const email = input.administrator.email;
  const sitesText = `site${done.siteIds.length > 1 ? "s" : ""} ${done.siteIds.join(", ")}`;
  const administrator = done.administrator;
  switch (administrator.state) {
    case "embedded":
      console.log(
        `Administrator ${email}: account ${administrator.account}, portal user ${administrator.user}; ` +
          (administrator.grantedOn.length > 0
            ? `administrator of ${sitesText} (new on ${administrator.grantedOn.join(", ")}).`
            : `administrator of ${sitesText} already.`),
      );
      break;
    case "external granted":
      console.log(
        `Administrator ${email} (signed in through ${config.oidc?.issuer}): administrator of ${sitesText}` +
          (administrator.grantedOn.length > 0
            ? ` (new on ${administrator.grantedOn.join(", ")}).`
            : " already."),
      );
      break;
    case "external pending":
      console.log(
        administrator.reason === "no user"
          ? `Administrator ${email}: the identity provider ${config.oidc?.issuer} keeps the account. ` +
              "Sign in once on the portal with it, then run setup again to grant the administrator role."
          : `Administrator ${email} has signed in, but the identity provider does not vouch for the address ` +
              "(email_verified): confirm it there, sign in again, then run setup again to grant the role.",
      );
      break;
  }
  const origin = config.publicUrl ?? `http://localhost:${config.port}`;
  const home = input.organisation.defaultSite ?? input.sites[0]!.path;
  console.log(`Sign in at ${origin}${home}.`);
}

/** The running servers read the sites again (as `npm run caches:invalidate` tells them). */
async function tellServers(done: SetupReport) {
  if (!config.redisUrl) {
    console.log(
      "REDIS_URL is not set: a server that is not set up yet notices within seconds; one that " +
        "already serves reads the sites again within a minute.",
    );
    return;
  }
  try {
    // The catalogue too: a new organisation's certification kinds are catalogue rows.
    await publishOnce(config.redisUrl, "caches-invalidated", "catalogue");
    const servers = await publishOnce(config.redisUrl, "caches-invalidated", "sites");
    if (done.administrator.state === "embedded" && done.administrator.account === "password set")
      await publishOnce(config.redisUrl, "sessions-ended", `u:${done.administrator.userId}`);
    console.log(`Told ${servers} server(s) to read the sites again.`);
  } catch (error) {
    console.warn(
      `Could not reach Redis (${(error as Error).message}): the servers read the sites again within a minute.`,
    );
  }
}
