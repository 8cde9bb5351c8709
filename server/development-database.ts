import type { EventEmitter } from "node:events";
import type { Database } from "#db/client.ts";

/**
 * The development server's database, opened once while Vite's HTTP server
 * runs. Vite's Fastify adapter closes the app and makes a new one after every
 * file change, while the old app's requests may still be reading: closing the
 * database with the app failed them ("PGlite is closed"), and every change ran
 * the migrations again.
 *
 * Kept on `globalThis` because the module that asks is evaluated anew when a
 * file it imports changes. Vite's server closing (a restart after its config
 * changed, or the end) closes the database; the next one opens once that close
 * is done, as both use the same data directory. An open that failed is tried
 * again when an app is next made (after a file change).
 */
type Held = {
  opened: Promise<Database> | undefined;
  closing: Promise<void>;
  watched: WeakSet<EventEmitter>;
};
const HELD = Symbol.for("academy.developmentDatabase");

function held(): Held {
  const holder = globalThis as { [HELD]?: Held };
  return (holder[HELD] ??= {
    opened: undefined,
    closing: Promise.resolve(),
    watched: new WeakSet(),
  });
}

export function developmentDatabase(
  open: () => Promise<Database>,
  httpServer: EventEmitter | null,
): Promise<Database> {
  const state = held();
  let opened = state.opened;
  if (!opened) {
    const opening = state.closing.then(open);
    opening.catch(() => {
      if (state.opened === opening) state.opened = undefined;
    });
    state.opened = opened = opening;
  }
  if (httpServer && !state.watched.has(httpServer)) {
    state.watched.add(httpServer);
    httpServer.once("close", () => {
      const current = state.opened;
      state.opened = undefined;
      if (current)
        state.closing = current.then(
          (database) => database.close().catch(() => undefined),
          () => undefined,
        );
    });
  }
  return opened;
}
