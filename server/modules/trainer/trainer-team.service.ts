import { and, asc, count, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { trainerTeamConfigs, trainers } from "#db/schema/trainer.ts";
import type { Trainer, TrainerConfig, TrainerPage } from "#contract/trainer-team.ts";
import { HOME_TRAINERS } from "#contract/trainer-team-rules.ts";
import type { Scope } from "../../scope.ts";
import { likePattern } from "../../text-match.ts";

type SiteLanguage = Pick<Scope, "site" | "language">;

const trainerColumns = {
  id: trainers.id,
  name: trainers.name,
  photoUrl: trainers.photoUrl,
  title: trainers.title,
  expertise: trainers.expertise,
  region: trainers.region,
};

/** A keyword matches as typed: % and _ are not wildcards. */

/** The trainer team page and the home page's trainers (frame §2, §7). */
export function createTrainerTeam({ db }: { db: Db }) {
  const ofSite = (scope: SiteLanguage) =>
    and(eq(trainers.siteId, scope.site.id), eq(trainers.languageId, scope.language.id));

  return {
    /** POST /certification/trainerTeam/queryTrainerConfig: null when the page is not set up here. */
    async config(scope: SiteLanguage): Promise<TrainerConfig | null> {
      const [[config], regions] = await Promise.all([
        db
          .select()
          .from(trainerTeamConfigs)
          .where(
            and(
              eq(trainerTeamConfigs.siteId, scope.site.id),
              eq(trainerTeamConfigs.languageId, scope.language.id),
            ),
          ),
        db
          .selectDistinct({ region: trainers.region })
          .from(trainers)
          .where(ofSite(scope))
          .orderBy(asc(trainers.region)),
      ]);
      if (!config) return null;
      return {
        heading: config.heading,
        intro: config.intro,
        showJoinUs: config.showJoinUs,
        joinUsTitle: config.joinUsTitle,
        joinUsText: config.joinUsText,
        regions: regions.map((row) => row.region).filter((region) => region !== ""),
      };
    },

    /** POST /certification/trainerTeam/query: a page of trainers in the site's order, by region and keyword. */
    async query(
      scope: SiteLanguage,
      input: { pageNum: number; pageSize: number; region?: string; keyword?: string },
    ): Promise<TrainerPage> {
      const filters: (SQL | undefined)[] = [ofSite(scope)];
      if (input.region) filters.push(eq(trainers.region, input.region));
      if (input.keyword) {
        const like = likePattern(input.keyword);
        filters.push(
          or(
            ilike(trainers.name, like),
            ilike(trainers.title, like),
            ilike(trainers.expertise, like),
          ),
        );
      }
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select(trainerColumns)
          .from(trainers)
          .where(where)
          .orderBy(asc(trainers.sortOrder), asc(trainers.id))
          .limit(input.pageSize)
          .offset((input.pageNum - 1) * input.pageSize),
        db.select({ total: count() }).from(trainers).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** The first trainers in the site's order, for the home page. */
    async homeTrainers(scope: SiteLanguage): Promise<Trainer[]> {
      return db
        .select(trainerColumns)
        .from(trainers)
        .where(ofSite(scope))
        .orderBy(asc(trainers.sortOrder), asc(trainers.id))
        .limit(HOME_TRAINERS);
    },
  };
}

export type TrainerTeam = ReturnType<typeof createTrainerTeam>;
