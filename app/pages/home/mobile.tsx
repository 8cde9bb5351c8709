import type { NewsItem } from "#contract/content.ts";
import classes from "./home.module.css";
import { CertificationPrograms, Hero, HowItWorks, WaysToLearn, WhatsNew } from "./sections.tsx";

/** The same sections as on desktop, in a single column. */
export function HomeMobile({ news }: { news: NewsItem[] }) {
  return (
    <div className={classes.home} data-compact="true" data-testid="home">
      <Hero />
      <CertificationPrograms />
      <HowItWorks />
      <WaysToLearn />
      <WhatsNew news={news} />
    </div>
  );
}
