import type { NewsItem } from "#contract/content.ts";
import classes from "./home.module.css";
import { CertificationPrograms, Hero, HowItWorks, WaysToLearn, WhatsNew } from "./sections.tsx";

export function HomeDesktop({ news }: { news: NewsItem[] }) {
  return (
    <div className={classes.home} data-testid="home">
      <Hero />
      <CertificationPrograms />
      <HowItWorks />
      <WaysToLearn />
      <WhatsNew news={news} />
    </div>
  );
}
