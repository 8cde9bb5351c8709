import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { missingSupplementFields } from "#contract/identity-rules.ts";
import { openTestDatabase } from "../testing.ts";
import { users } from "../schema/identity.ts";
import { supplementInfoConfigs } from "../schema/site.ts";
import { surveyQuestions, surveyReleases } from "../schema/survey.ts";
import { seedDemoData } from "./demo.ts";
import { publishedDemoCredentials } from "./demo/accounts.ts";
import { demoEuLearner } from "./demo/eu-learner.ts";

const idpIssuer = "http://localhost:3000/idp";
let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  await seedDemoData(database.db, { idpIssuer });
});
afterAll(() => database.drop());

const euLearner = async () => {
  const [user] = await database.db
    .select()
    .from(users)
    .where(and(eq(users.idpIssuer, idpIssuer), eq(users.idpSubject, demoEuLearner.subject)));
  return user!;
};

test("the demo EU learner has the migration notice to see, and seeding again sets it back", async () => {
  const user = await euLearner();
  expect(user).toMatchObject({ siteId: 8, migrationPopStatus: "1" });
  // Every field the EU sites require is there, so the notice is the only popup.
  const [eu] = await database.db
    .select({ flags: supplementInfoConfigs.flags })
    .from(supplementInfoConfigs)
    .where(and(eq(supplementInfoConfigs.tenantId, 1), eq(supplementInfoConfigs.region, "eu")));
  expect(missingSupplementFields(eu!.flags, user)).toEqual([]);

  await database.db.update(users).set({ migrationPopStatus: "0" }).where(eq(users.id, user.id));
  await seedDemoData(database.db, { idpIssuer });
  expect((await euLearner()).migrationPopStatus).toBe("1");
  // Its password is published in the README: production mode refuses it.
  expect(publishedDemoCredentials).toContainEqual({
    email: "eu.moved@academy.example",
    password: "Moved-Demo-2026",
  });
});

test("the /uk demo survey is written once: seeding again keeps its questions", async () => {
  const questions = () => database.db.select({ id: surveyQuestions.id }).from(surveyQuestions);
  const before = await questions();
  expect(before).toHaveLength(3);
  await seedDemoData(database.db, { idpIssuer });
  expect(await questions()).toEqual(before);
  expect(await database.db.select({ siteId: surveyReleases.siteId }).from(surveyReleases)).toEqual([
    { siteId: 2 },
  ]);
});
