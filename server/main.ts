import cluster from "node:cluster";
import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.ts";
import { ConfigError, parseConfig, type Config } from "./config.ts";
import { prepareDatabase } from "./prepare-database.ts";
import { superviseProcesses } from "./processes.ts";

async function main() {
  let config;
  try {
    config = parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (config.webProcesses > 1 && cluster.isPrimary) {
    // The database is migrated (and a demo seeded) once, before any server process opens it.
    await (await openDatabase(config)).close();
    superviseProcesses(config.webProcesses);
    return;
  }
  await serve(config);
}

async function openDatabase(config: Config, onPoolError?: (error: Error) => void) {
  try {
    return await prepareDatabase(config, onPoolError);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** One server process: the API and the pages on the port (shared with its siblings, if any). */
async function serve(config: Config) {
  // Idle connections that break (a database restart) are dropped and reopened on demand.
  let report = (error: Error) => console.error("database connection lost:", error.message);
  const database = await openDatabase(config, (error) => report(error));
  const app = await buildApp(config, { database });
  report = (error) => app.log.warn({ err: error }, "database connection lost");

  // Finish in-flight requests and running jobs, then close the database (after the app's own
  // onClose hooks, which still use it); a second signal or 10 s forces exit.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, "shutting down after an error");
    else app.log.info({ signal }, "shutting down");
    await app.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
}

await main();
