import { expect, test } from "./support/test.ts";
import { startCommand } from "./support/command-server.ts";
import { port } from "./support/servers.ts";

/**
 * Issue 11: `npm start` serves what a production deploy serves. Run as a
 * fresh machine would (no NODE_ENV in the environment), it starts with
 * React's production builds: the server refuses to serve the built pages
 * with the development ones, so it would not become ready otherwise.
 */
test("npm start serves the production build, without NODE_ENV set", async () => {
  test.setTimeout(120_000);
  const server = await startCommand(["scripts/start.ts"], { port: port + 50, readyWithin: 90_000 });
  try {
    const home = await fetch(`${server.base}/en`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("<html");
  } finally {
    await server.stop();
  }
});
