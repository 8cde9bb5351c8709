import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.ts";
import { ConfigError, parseConfig } from "./config.ts";
import { prepareDatabase } from "./prepare-database.ts";

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
  // Idle connections that break (a database restart) are dropped and reopened on demand.
  let report = (error: Error) => console.error("database connection lost:", error.message);
  const database = await prepareDatabase(config, (error) => report(error));
  const app = await buildApp(config, { database });
  report = (error) => app.log.warn({ err: error }, "database connection lost");
  app.addHook("onClose", () => database.close());

  // Finish in-flight requests, then close the database; a second signal or 10 s forces exit.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, "shutting down after an error");
    else app.log.info({ signal }, "shutting down");
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
}

await main();
