import { IconMapPin } from "@tabler/icons-react";
import type { Trainer } from "#contract/trainer-team.ts";
import classes from "./trainer-card.module.css";

/** The trainers of a list, each a card: photo, name, title, expertise and region (frame §2). */
export function TrainerGrid({
  trainers,
  compact,
  headingLevel = 3,
}: {
  trainers: readonly Trainer[];
  compact: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={classes.grid} data-compact={compact || undefined} data-testid="trainer-grid">
      {trainers.map((trainer) => (
        <li key={trainer.id} className={classes.card} data-testid="trainer-card">
          {/* Decorative: the trainer's name is the card's heading. */}
          <img
            className={classes.photo}
            src={trainer.photoUrl || "/brand/trainer-1.svg"}
            alt=""
            width={96}
            height={96}
            loading="lazy"
          />
          <Heading className={classes.name} dir="auto">
            {trainer.name}
          </Heading>
          {trainer.title && <p className={classes.title}>{trainer.title}</p>}
          {trainer.expertise && <p className={classes.expertise}>{trainer.expertise}</p>}
          {trainer.region && (
            <p className={classes.region}>
              <IconMapPin size={14} aria-hidden />
              <span>{trainer.region}</span>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
