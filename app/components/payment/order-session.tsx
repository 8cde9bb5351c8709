import { IconMapPin, IconWorld } from "@tabler/icons-react";
import type { OrderSession } from "#contract/commerce.ts";
import { ClassroomType } from "#contract/classroom-rules.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import { Fact, TimeFact } from "../classroom/session-facts.tsx";
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
