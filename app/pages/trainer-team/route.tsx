import type { TrainerPage } from "#contract/trainer-team.ts";
import { TRAINER_PAGE_SIZES, TRAINER_PAGE_SIZE_DEFAULT } from "#contract/trainer-team-rules.ts";
import { settle } from "../../components/catalogue/load.ts";
import { PageError } from "../../components/page-error.tsx";
import { frameMeta } from "../../frame/meta.ts";
import { sitePage } from "../../frame/resolve-page.ts";
import { useIsMobileLayout } from "../../frame/use-layout.ts";
import type { Route } from "./+types/route.ts";
import { TrainerTeamView } from "./trainer-team-view.tsx";
import { READS_NO_LEARNER } from "../../frame/learner-pages.ts";
import type { TrainerFilters, TrainerTeamData } from "./page-data.ts";

/** The list's filters as the address holds them, so every page of a search is a shareable URL. */
function readFilters(params: URLSearchParams): TrainerFilters {
  const pageNum = Number(params.get("pageNum"));
  const pageSize = Number(params.get("pageSize"));
  return {
    region: (params.get("region") ?? "").trim().slice(0, 100),
    keyword: (params.get("keyword") ?? "").trim().slice(0, 100),
    pageNum: Number.isInteger(pageNum) && pageNum >= 1 && pageNum <= 10_000 ? pageNum : 1,
    pageSize: (TRAINER_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : TRAINER_PAGE_SIZE_DEFAULT,
  };
}

/** The trainer team (frame §2 /trainer-team): the page's texts, a page of trainers, the invitation. */
export async function loader({ url, context }: Route.LoaderArgs): Promise<TrainerTeamData> {
  const { site } = sitePage(context);
  const filters = readFilters(url.searchParams);
  const [config, trainers] = await Promise.all([
    settle(site.trainers.config(), null),
    settle(
      site.trainers.query({
        pageNum: filters.pageNum,
        pageSize: filters.pageSize,
        ...(filters.region ? { region: filters.region } : {}),
        ...(filters.keyword ? { keyword: filters.keyword } : {}),
      }),
      { rows: [], total: 0 } as TrainerPage,
    ),
  ]);
  return {
    config: config.value,
    trainers: trainers.value,
    filters,
    failed: config.failed || trainers.failed,
  };
}

export const meta: Route.MetaFunction = (args) =>
  frameMeta(args, { headingKey: "trainers.title", homeFallback: false });

export default function TrainerTeamRoute({ loaderData }: Route.ComponentProps) {
  return <TrainerTeamView data={loaderData} compact={useIsMobileLayout()} />;
}

/** A failing page keeps the site's header and footer around its error. */
export function ErrorBoundary() {
  return <PageError />;
}

/** The page is the same for every learner: a signed-in view reads only who they are (decision 0027). */
export const handle = READS_NO_LEARNER;
