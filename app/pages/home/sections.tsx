import { Button, EmptyState } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import { Link } from "react-router";
import {
  IconArrowRight,
  IconBroadcast,
  IconCertificate,
  IconChalkboard,
  IconNews,
  IconQuote,
  IconVideo,
} from "@tabler/icons-react";
import type { CertificationSummary } from "#contract/catalogue.ts";
import type { NewsItem } from "#contract/content.ts";
import type { Dated } from "../../components/catalogue/format.ts";
import type { Trainer } from "#contract/trainer-team.ts";
import type { UserComment } from "#contract/user-comments.ts";
import { TrainerGrid } from "../../components/trainer/trainer-card.tsx";
import { kindTrack } from "../../components/catalogue/links.ts";
import { ProgramLevels } from "../../components/catalogue/program-levels.tsx";
import { MY_LEARNING_PATH, trackPath, type TrackKind } from "../../frame/menus.ts";
import { useFrame, useSiteLinks } from "../../frame/use-frame.ts";
import classes from "./home.module.css";
import { programTrack } from "./programs.ts";

type Card = { title: string; text: string };

function Section({
  id,
  title,
  subtitle,
  tone,
  children,
  action,
}: {
  id: string;
  title: string;
  subtitle?: string;
  tone?: "muted";
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section
      className={classes.section}
      data-tone={tone}
      aria-labelledby={`${id}-title`}
      data-testid={`home-${id}`}
    >
      <div className="frame-container">
        <div className={classes.sectionHead}>
          <div>
            <h2 className={classes.sectionTitle} id={`${id}-title`}>
              {title}
            </h2>
            {subtitle && <p className={classes.sectionSubtitle}>{subtitle}</p>}
          </div>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}

/** The tracks the visitor may see, first the general one unless it is hidden here. */
function useVisibleTracks(): TrackKind[] {
  const frame = useFrame();
  return frame.hideGeneralCertification ? ["brand"] : ["general", "brand"];
}

export function Hero() {
  const { t } = useTranslation();
  const frame = useFrame();
  const { link } = useSiteLinks();
  const [firstTrack] = useVisibleTracks();
  return (
    <section className={classes.hero} aria-labelledby="hero-title" data-testid="home-hero">
      {/* Decorative: the words of the hero are in the heading beside it. */}
      <img
        className={classes.heroImage}
        src="/brand/hero.svg"
        alt=""
        width={1200}
        height={500}
        fetchPriority="high"
      />
      <div className={`frame-container ${classes.heroInner}`}>
        <div className={classes.heroText}>
          <p className={classes.eyebrow}>{t("home.heroEyebrow")}</p>
          <h1 className={classes.heroTitle} id="hero-title">
            {t("home.heroTitle")}
          </h1>
          <p className={classes.heroSubtitle}>{t("home.heroSubtitle")}</p>
          <div className={classes.heroActions}>
            <Button
              component={Link}
              to={link(trackPath(frame.tenant, firstTrack ?? "brand", "overview", frame.kinds))}
              size="lg"
              radius="xl"
              rightSection={<IconArrowRight className="flip-rtl" size={18} aria-hidden />}
            >
              {t("home.heroPrimary")}
            </Button>
            <Button
              component={Link}
              to={link(MY_LEARNING_PATH)}
              size="lg"
              radius="xl"
              variant="white"
              className={classes.heroSecondary}
            >
              {t("home.heroSecondary")}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}

export function CertificationPrograms({
  certifications = [],
}: {
  certifications?: CertificationSummary[];
}) {
  const { t } = useTranslation();
  const frame = useFrame();
  const { link } = useSiteLinks();
  const tracks = useVisibleTracks();
  const items = frame.dict.certification_programs;
  const cards: (Card & { track: TrackKind | null })[] =
    items.length > 0
      ? items
          .map((item) => ({
            title: item.dictLabel,
            text: item.dictValue,
            track: programTrack(item),
          }))
          .filter((card) => card.track === null || tracks.includes(card.track))
      : tracks.map((track) => ({
          title: t(`menu.${track}`),
          text: t(`home.programsFallback.${track}`),
          track,
        }));
  return (
    <Section id="programs" title={t("home.programsTitle")} subtitle={t("home.programsSubtitle")}>
      <ul className={classes.programGrid}>
        {cards.map((card, index) => (
          <li key={card.title} className={classes.programCard} data-track={card.track ?? undefined}>
            <span className={classes.programIcon} data-index={index % 2}>
              <IconCertificate size={28} aria-hidden />
            </span>
            <h3 className={classes.cardTitle}>{card.title}</h3>
            <p className={classes.cardText}>{card.text}</p>
            {card.track && (
              <ProgramLevels
                certifications={certifications.filter(
                  (summary) => kindTrack(summary.kind) === card.track,
                )}
              />
            )}
            {card.track && (
              <Link
                to={link(trackPath(frame.tenant, card.track, "overview", frame.kinds))}
                className={classes.cardLink}
              >
                <span>{t("home.learnMore")}</span>
                <IconArrowRight className="flip-rtl" size={16} aria-hidden />
                <span className={classes.visuallyHidden}>{card.title}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function HowItWorks() {
  const { t } = useTranslation();
  const frame = useFrame();
  const items = frame.dict.certificate_step;
  const steps: Card[] =
    items.length > 0
      ? items.map((item) => ({ title: item.dictLabel, text: item.dictValue }))
      : (["enrol", "learn", "exam", "apply"] as const).map((key) => ({
          title: t(`home.stepsFallback.${key}`),
          text: t(`home.stepsFallback.${key}Text`),
        }));
  return (
    <Section
      id="steps"
      title={t("home.stepsTitle")}
      subtitle={t("home.stepsSubtitle")}
      tone="muted"
    >
      <ol className={classes.steps}>
        {steps.map((step, index) => (
          <li key={step.title} className={classes.step}>
            <span className={classes.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span className={classes.visuallyHidden}>
              {t("home.stepNumber", { number: index + 1 })}
            </span>
            <h3 className={classes.cardTitle}>{step.title}</h3>
            <p className={classes.cardText}>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

const WAY_ICONS = [IconVideo, IconChalkboard, IconBroadcast, IconCertificate];

export function WaysToLearn() {
  const { t } = useTranslation();
  const frame = useFrame();
  const items = frame.dict.learn_ways;
  const ways: Card[] =
    items.length > 0
      ? items.map((item) => ({ title: item.dictLabel, text: item.dictValue }))
      : (["selfPaced", "instructorLed", "events"] as const).map((key) => ({
          title: t(`home.waysFallback.${key}`),
          text: t(`home.waysFallback.${key}Text`),
        }));
  return (
    <Section id="ways" title={t("home.waysTitle")} subtitle={t("home.waysSubtitle")}>
      <ul className={classes.ways}>
        {ways.map((way, index) => {
          const WayIcon = WAY_ICONS[index % WAY_ICONS.length]!;
          return (
            <li key={way.title} className={classes.way}>
              <span className={classes.wayIcon}>
                <WayIcon size={24} aria-hidden />
              </span>
              <h3 className={classes.cardTitle}>{way.title}</h3>
              <p className={classes.cardText}>{way.text}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function WhatsNew({ news }: { news: Dated<NewsItem>[] }) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  return (
    <Section
      id="news"
      title={t("home.newsTitle")}
      subtitle={t("home.newsSubtitle")}
      tone="muted"
      action={
        news.length > 0 ? (
          <Link to={link("/news")} className={classes.cardLink}>
            <span>{t("home.allNews")}</span>
            <IconArrowRight className="flip-rtl" size={16} aria-hidden />
          </Link>
        ) : undefined
      }
    >
      {news.length === 0 ? (
        <EmptyState
          className={classes.newsEmpty}
          variant="light"
          icon={<IconNews size={28} aria-hidden />}
          title={t("home.newsEmpty")}
          description={t("home.newsEmptyHint")}
          data-testid="news-empty"
        />
      ) : (
        <ul className={classes.newsGrid}>
          {news.map((item) => (
            <li key={item.id} className={classes.newsCard}>
              <div className={classes.newsCover}>
                {item.coverImage && <img src={item.coverImage} alt="" loading="lazy" />}
              </div>
              <div className={classes.newsBody}>
                <time className={classes.newsDate} dateTime={item.publishedAt}>
                  {item.publishedOn}
                </time>
                <h3 className={classes.newsTitle}>
                  <Link to={link(`/news/detail/${item.id}`)} className={classes.newsLink}>
                    {item.title}
                  </Link>
                </h3>
                <p className={classes.newsSummary}>{item.summary}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** Home "trainers" (frame §2): the first trainers of the site, and the way to the whole team. */
export function Trainers({ trainers, compact }: { trainers: Trainer[]; compact: boolean }) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  if (trainers.length === 0) return null;
  return (
    <Section
      id="trainers"
      title={t("home.trainersTitle")}
      subtitle={t("home.trainersSubtitle")}
      action={
        <Link to={link("/trainer-team")} className={classes.cardLink}>
          <span>{t("home.allTrainers")}</span>
          <IconArrowRight className="flip-rtl" size={16} aria-hidden />
        </Link>
      }
    >
      <TrainerGrid trainers={trainers} compact={compact} />
    </Section>
  );
}

/** Home "user comments" (frame §2): what learners say, per site and language. */
export function UserComments({ comments }: { comments: UserComment[] }) {
  const { t } = useTranslation();
  if (comments.length === 0) return null;
  return (
    <Section
      id="comments"
      title={t("home.commentsTitle")}
      subtitle={t("home.commentsSubtitle")}
      tone="muted"
    >
      <ul className={classes.comments}>
        {comments.map((comment) => (
          <li key={comment.id} className={classes.comment}>
            <figure className={classes.commentFigure}>
              <IconQuote className={classes.commentQuote} size={28} aria-hidden />
              <blockquote className={classes.commentText}>{comment.comment}</blockquote>
              <figcaption className={classes.commentAuthor}>
                {comment.avatarUrl && (
                  <img
                    src={comment.avatarUrl}
                    alt=""
                    width={44}
                    height={44}
                    loading="lazy"
                    className={classes.commentAvatar}
                  />
                )}
                <span>
                  <span className={classes.commentName} dir="auto">
                    {comment.authorName}
                  </span>
                  {comment.authorTitle && (
                    <span className={classes.commentRole}>{comment.authorTitle}</span>
                  )}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
