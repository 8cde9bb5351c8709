import { EventEmitter } from "node:events";
import { beforeEach, describe, expect, test, vi } from "vitest";
import type { Database } from "#db/client.ts";
import { developmentDatabase } from "./development-database.ts";

/** A database whose close is recorded, and can be held open until `finishClose` runs. */
function fakeDatabase(name: string) {
  let finishClose: () => void = () => {};
  const closed = new Promise<void>((resolve) => (finishClose = resolve));
  const close = vi.fn(() => closed);
  return { database: { name, close } as unknown as Database, close, finishClose };
}

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("academy.developmentDatabase")];
});

describe("the development server's database", () => {
  test("is opened once, whatever the number of apps made while Vite's server runs", async () => {
    const first = fakeDatabase("first");
    const open = vi.fn(async () => first.database);
    const server = new EventEmitter();
    const apps = await Promise.all([1, 2, 3].map(() => developmentDatabase(open, server)));
    expect(apps).toEqual([first.database, first.database, first.database]);
    expect(open).toHaveBeenCalledTimes(1);
    expect(first.close).not.toHaveBeenCalled();
    expect(server.listenerCount("close")).toBe(1);
  });

  test("closes with Vite's server; the next one opens only once that close is done", async () => {
    const first = fakeDatabase("first");
    const second = fakeDatabase("second");
    const open = vi
      .fn()
      .mockResolvedValueOnce(first.database)
      .mockResolvedValueOnce(second.database);
    const before = new EventEmitter();
    await developmentDatabase(open, before);
    before.emit("close");
    await vi.waitFor(() => expect(first.close).toHaveBeenCalledTimes(1));

    const after = new EventEmitter();
    const reopened = developmentDatabase(open, after);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(open).toHaveBeenCalledTimes(1);
    first.finishClose();
    expect(await reopened).toBe(second.database);
    expect(open).toHaveBeenCalledTimes(2);
  });

  test("an open that failed is tried again by the next app", async () => {
    const database = fakeDatabase("retried");
    const open = vi
      .fn()
      .mockRejectedValueOnce(new Error("data directory locked"))
      .mockResolvedValueOnce(database.database);
    const server = new EventEmitter();
    await expect(developmentDatabase(open, server)).rejects.toThrow("data directory locked");
    expect(await developmentDatabase(open, server)).toBe(database.database);
    expect(open).toHaveBeenCalledTimes(2);
    expect(server.listenerCount("close")).toBe(1);
  });
});
