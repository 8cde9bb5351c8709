import type { siteFeedback } from "../../schema/site.ts";
import { languageTag } from "./languages.ts";
import { siteLanguagePairs } from "./sites.ts";
import { brandOf } from "./tenants.ts";
import { pick } from "./texts.ts";

/** Sites with a feedback survey (frame §3 "Feedback config"); elsewhere none. */
const sitesWithFeedback = new Set([1, 2, 3, 8, 19]);
/** Configured but switched off, so the inactive state is exercised. */
const inactive = new Set([2]);

export function siteFeedbackRows(): (typeof siteFeedback.$inferInsert)[] {
  return siteLanguagePairs
    .filter((pair) => sitesWithFeedback.has(pair.siteId))
    .map((pair) => ({
      siteId: pair.siteId,
      languageId: pair.languageId,
      title: pick(
        {
          en: "Help us improve the Academy",
          ar: "ساعدنا في تحسين الأكاديمية",
          de: "Helfen Sie uns, die Academy zu verbessern",
          fr: "Aidez-nous à améliorer l’Academy",
          it: "Aiutaci a migliorare l’Academy",
          es: "Ayúdanos a mejorar la Academy",
          pl: "Pomóż nam ulepszyć Academy",
        },
        pair.languageId,
      ),
      description: pick(
        {
          en: "Tell us in two minutes what works for you and what we should do better.",
          ar: "أخبرنا في دقيقتين بما يناسبك وبما ينبغي أن نحسّنه.",
          de: "Sagen Sie uns in zwei Minuten, was Ihnen gefällt und was wir besser machen können.",
          fr: "En deux minutes, dites-nous ce qui vous convient et ce que nous devrions améliorer.",
          it: "Dicci in due minuti cosa ti piace e cosa dovremmo migliorare.",
          es: "Cuéntanos en dos minutos qué te funciona y qué deberíamos mejorar.",
          pl: "Poświęć nam dwie minuty i powiedz, co działa dobrze, a co powinniśmy poprawić.",
        },
        pair.languageId,
      ),
      link: `https://survey.${brandOf(pair.tenantId).domain}/academy-feedback?site=${pair.siteCode.toLowerCase()}&lang=${languageTag(pair.languageId)}`,
      activeState: inactive.has(pair.siteId) ? "0" : "1",
    }));
}
