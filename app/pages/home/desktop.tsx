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
      <CertificationPrograms certifications={certifications} />
      <Recommendations rows={recommendations} compact={false} />
      <HomeClassrooms sessions={classrooms} compact={false} />
      <HowItWorks />
      <WaysToLearn />
      <Trainers trainers={trainers} compact={false} />
      <WhatsNew news={news} />
      <UserComments comments={comments} />
    </div>
  );
}
