import { Recommendations } from "../../components/catalogue/recommendations.tsx";
import { HomeClassrooms } from "../../components/classroom/home-classrooms.tsx";
import { HydrateApart } from "../../frame/hydrate-apart.tsx";
import classes from "./home.module.css";
import type { HomeData } from "./page-data.ts";
import {
  CertificationPrograms,
  Hero,
  HowItWorks,
  Trainers,
  UserComments,
  WaysToLearn,
  WhatsNew,
} from "./sections.tsx";

/** The home's sections (frame §2): the same on both layouts, in a single column on mobile. */
export function HomeView({
  news,
  certifications,
  recommendations,
  classrooms,
  trainers,
  comments,
  compact,
}: HomeData & { compact: boolean }) {
  return (
    <div className={classes.home} data-compact={compact || undefined} data-testid="home">
      <Hero />
      <HydrateApart>
        <CertificationPrograms certifications={certifications} />
      </HydrateApart>
      <HydrateApart>
        <Recommendations rows={recommendations} compact={compact} />
      </HydrateApart>
      <HydrateApart>
        <HomeClassrooms sessions={classrooms} compact={compact} />
      </HydrateApart>
      <HydrateApart>
        <HowItWorks />
      </HydrateApart>
      <HydrateApart>
        <WaysToLearn />
      </HydrateApart>
      <HydrateApart>
        <Trainers trainers={trainers} compact={compact} />
      </HydrateApart>
      <HydrateApart>
        <WhatsNew news={news} />
      </HydrateApart>
      <HydrateApart>
        <UserComments comments={comments} />
      </HydrateApart>
    </div>
  );
}
