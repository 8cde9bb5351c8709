import { Card, Title } from "@mantine/core";
import { IconMapPin, IconWorld } from "@tabler/icons-react";
import { Link } from "react-router";
import type { OrderSession, PaymentSummary as Summary } from "#contract/commerce.ts";
import { ClassroomType } from "#contract/classroom-rules.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import { useSiteLinks } from "../../frame/use-frame.ts";
import { Fact, TimeFact } from "../classroom/session-facts.tsx";
import { classroomDetailPath } from "../classroom/session-rules.ts";
import { PaymentSummary } from "./payment-summary.tsx";
import classes from "./payment.module.css";

/** When and where the session an order is for takes place (frame §3 "Classroom training"). */
export function OrderSessionFacts({ session }: { session: OrderSession }) {
  const { t } = useTranslation();
  const online = session.type === ClassroomType.online;
  return (
    <dl className={classes.facts}>
      <TimeFact session={session} />
      <Fact
        icon={online ? <IconWorld size={18} aria-hidden /> : <IconMapPin size={18} aria-hidden />}
        label={t("classroom.fact.location")}
      >
        {online ? t("classroom.fact.online") : session.location}
      </Fact>
    </dl>
  );
}

/** The session an order is for, linked to its page, and the payment summary (checkout and order pages). */
export function OrderOverview({ session, summary }: { session: OrderSession; summary: Summary }) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  return (
    <>
      <Card withBorder padding="lg">
        <Title order={2} size="h3" mb="sm">
          <Link to={link(classroomDetailPath(session.id))}>{session.classroomName}</Link>
        </Title>
        <OrderSessionFacts session={session} />
      </Card>
      <section aria-labelledby="payment-summary-title">
        <Title order={2} size="h4" id="payment-summary-title" mb="xs">
          {t("payment.summary.title")}
        </Title>
        <PaymentSummary summary={summary} />
      </section>
    </>
  );
}
