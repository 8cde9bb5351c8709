import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "#db/client.ts";
import { idpAccounts } from "#db/schema/identity.ts";
import { seedDemoData } from "#db/seed/demo.ts";
import { ConfigError, parseConfig } from "./config.ts";
import { hashPassword } from "./modules/identity/idp/passwords.ts";
import { accountsWithPublishedPasswords, prepareDatabase } from "./prepare-database.ts";

/** An embedded database on disk that already holds the demo data and accounts. */
const dataDir = mkdtempSync(path.join(tmpdir(), "academy-prepare-"));
beforeAll(async () => {
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await seedDemoData(database.db, { idpIssuer: "http://localhost:3000/idp" });
  await database.close();
}, 120_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("demo accounts never serve in production mode (issue 9, item 2)", () => {
  test("production mode refuses to start while a demo account keeps its published password", async () => {
    const production = parseConfig({ NODE_ENV: "test", DATA_DIR: dataDir, DEMO: "false" });
    const refused = prepareDatabase(production);
    await expect(refused).rejects.toThrow(ConfigError);
    const message = await prepareDatabase(production).then(
      () => "",
      (error: unknown) => String(error),
    );
    for (const email of [
      "approver@academy.example",
      "exam.ready@academy.example",
      "certified@academy.example",
      "renewal.due@academy.example",
      "classroom.nadia@academy.example",
    ])
      expect(message).toContain(email);
  });

  test("once every published password is changed, production mode starts", async () => {
    const demo = await prepareDatabase(parseConfig({ NODE_ENV: "test", DATA_DIR: dataDir }));
    expect((await accountsWithPublishedPasswords(demo.db)).sort()).toEqual([
      "approver@academy.example",
      "certified@academy.example",
      "classroom.bilal@academy.example",
      "classroom.calla@academy.example",
      "classroom.irene@academy.example",
      "classroom.iris@academy.example",
      "classroom.nadia@academy.example",
      "classroom.wren@academy.example",
      "eu.moved@academy.example",
      "exam.maya@academy.example",
      "exam.rania@academy.example",
      "exam.ready@academy.example",
      "exam.theo@academy.example",
      "invited.ar@academy.example",
      "invited.too@academy.example",
      "invited@academy.example",
      "renewal.due@academy.example",
    ]);
    await demo.db
      .update(idpAccounts)
      .set({ passwordHash: await hashPassword("a-new-secret-of-the-operator") })
      .where(inArray(idpAccounts.email, ["approver@academy.example", "certified@academy.example"]));
    const left = [
      "classroom.bilal@academy.example",
      "classroom.calla@academy.example",
      "classroom.irene@academy.example",
      "classroom.iris@academy.example",
      "classroom.nadia@academy.example",
      "classroom.wren@academy.example",
      "eu.moved@academy.example",
      "exam.maya@academy.example",
      "exam.rania@academy.example",
      "exam.ready@academy.example",
      "exam.theo@academy.example",
      "invited.ar@academy.example",
      "invited.too@academy.example",
      "invited@academy.example",
      "renewal.due@academy.example",
    ];
    expect((await accountsWithPublishedPasswords(demo.db)).sort()).toEqual(left);
    await demo.db.delete(idpAccounts).where(inArray(idpAccounts.email, left));
    await demo.close();

    const production = await prepareDatabase(
      parseConfig({ NODE_ENV: "test", DATA_DIR: dataDir, DEMO: "false" }),
    );
    expect(await accountsWithPublishedPasswords(production.db)).toEqual([]);
    await production.close();
  });
});
