import { and, eq } from "drizzle-orm";
import { surveyQuestions, surveyReleases } from "../../schema/survey.ts";
import type { Tx } from "../write.ts";

/**
 * The demo survey of the UK site (frame §3 "Survey"): one question of each
 * type, two of them required. It pops up for a signed-in learner on /uk until
 * they answer it. Written once: a survey already there keeps its questions,
 * so stored answers keep naming them.
 */
export const demoSurvey = {
  siteId: 2,
  languageId: 1,
  surveyName: "How is your Academy experience?",
  description: "Three short questions help us plan the next courses.",
  questions: [
    {
      content: "How did you hear about the Academy?",
      type: "0",
      required: "1",
      options: ["A colleague", "Our distributor", "A search engine", "Social media"],
    },
    {
      content: "Which topics would you like more courses on?",
      type: "1",
      required: "1",
      options: ["Video surveillance", "Access control", "Intrusion alarms", "Networking"],
    },
    { content: "Anything else you would like to tell us?", type: "2", required: "0", options: [] },
  ],
} as const;

export async function seedSurveys(tx: Tx): Promise<void> {
  const { questions, ...release } = demoSurvey;
  const [existing] = await tx
    .select({ id: surveyReleases.id })
    .from(surveyReleases)
    .where(
      and(
        eq(surveyReleases.siteId, release.siteId),
        eq(surveyReleases.languageId, release.languageId),
        eq(surveyReleases.surveyName, release.surveyName),
      ),
    )
    .limit(1);
  if (existing) return;
  const [row] = await tx
    .insert(surveyReleases)
    .values(release)
    .returning({ id: surveyReleases.id });
  await tx.insert(surveyQuestions).values(
    questions.map((question, position) => ({
      releaseSurveyId: row!.id,
      position,
      content: question.content,
      type: question.type,
      required: question.required,
      options: [...question.options],
    })),
  );
}
