import { Recommendations } from "../../components/catalogue/recommendations.tsx";
import { HomeClassrooms } from "../../components/classroom/home-classrooms.tsx";
import { HydrateApart } from "../../frame/hydrate-apart.tsx";
import classes from "./home.module.css";
import type { HomeData } from "./route.tsx";
import {
  CertificationPrograms,
  Hero,
  HowItWorks,
  Trainers,
  UserComments,
  WaysToLearn,
  WhatsNew,
} from "./sections.tsx";

/** The same sections as on desktop, in a single column. */
export function HomeMobile({
  news,
  certifications,
  recommendations,
  classrooms,
  trainers,
  comments,
}: HomeData) {
  return (
    <div className={classes.home} data-compact="true" data-testid="home">
      <Hero />
      <HydrateApart>
        <CertificationPrograms certifications={certifications} />
      </HydrateApart>
      <HydrateApart>
        <Recommendations rows={recommendations} compact={true} />
      </HydrateApart>
      <HydrateApart>
        <HomeClassrooms sessions={classrooms} compact={true} />
      </HydrateApart>
      <HydrateApart>
        <HowItWorks />
      </HydrateApart>
      <HydrateApart>
        <WaysToLearn />
      </HydrateApart>
      <HydrateApart>
        <Trainers trainers={trainers} compact={true} />
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
