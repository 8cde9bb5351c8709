import type { CertificationSummary, CourseRow } from "#contract/catalogue.ts";
import type { NewsItem } from "#contract/content.ts";
import { Recommendations } from "../../components/catalogue/recommendations.tsx";
import classes from "./home.module.css";
import { CertificationPrograms, Hero, HowItWorks, WaysToLearn, WhatsNew } from "./sections.tsx";

export function HomeDesktop({
  news,
  certifications,
  recommendations,
}: {
  news: NewsItem[];
  certifications: CertificationSummary[];
  recommendations: CourseRow[];
}) {
  return (
    <div className={classes.home} data-testid="home">
      <Hero />
      <CertificationPrograms certifications={certifications} />
      <Recommendations rows={recommendations} compact={false} />
      <HowItWorks />
      <WaysToLearn />
      <WhatsNew news={news} />
    </div>
  );
}
