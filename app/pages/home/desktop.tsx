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

export function HomeDesktop({
  news,
  certifications,
  recommendations,
  classrooms,
  trainers,
  comments,
}: HomeData) {
  return (
    <div className={classes.home} data-testid="home">
      <Hero />
      <HydrateApart>
        <CertificationPrograms certifications={certifications} />
      </HydrateApart>
      <HydrateApart>
        <Recommendations rows={recommendations} compact={false} />
      </HydrateApart>
      <HydrateApart>
        <HomeClassrooms sessions={classrooms} compact={false} />
      </HydrateApart>
      <HydrateApart>
        <HowItWorks />
      </HydrateApart>
      <HydrateApart>
        <WaysToLearn />
      </HydrateApart>
      <HydrateApart>
        <Trainers trainers={trainers} compact={false} />
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
