import { Recommendations } from "../../components/catalogue/recommendations.tsx";
import { HomeClassrooms } from "../../components/classroom/home-classrooms.tsx";
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
      <CertificationPrograms certifications={certifications} />
      <Recommendations rows={recommendations} compact={true} />
      <HomeClassrooms sessions={classrooms} compact={true} />
      <HowItWorks />
      <WaysToLearn />
      <Trainers trainers={trainers} compact={true} />
      <WhatsNew news={news} />
      <UserComments comments={comments} />
    </div>
  );
}
