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
          nl: "Help ons de Academy te verbeteren",
          cs: "Pomozte nám zlepšit Akademii",
          pt: "Ajude-nos a melhorar a Academia",
          tr: "Akademimizi geliştirmemize yardımcı olun",
          ko: "아카데미 개선에 도움을 주세요",
          vi: "Hãy giúp chúng tôi cải thiện Học viện",
          th: "ช่วยเราพัฒนาอะคาเดมีให้ดียิ่งขึ้น",
          lt: "Padėkite mums tobulinti Akademiją",
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
          nl: "Vertel ons in twee minuten wat goed werkt en wat we beter kunnen doen.",
          cs: "Za dvě minuty nám řekněte, co vám vyhovuje a co bychom měli zlepšit.",
          pt: "Em dois minutos, conte para nós o que funciona bem para você e o que podemos melhorar.",
          tr: "İki dakikanızı ayırarak neleri beğendiğinizi ve neleri daha iyi yapabileceğimizi bize anlatın.",
          ko: "2분만 시간을 내어 만족스러운 점과 개선이 필요한 점을 알려 주세요.",
          vi: "Hãy dành hai phút để cho chúng tôi biết điều gì phù hợp với bạn và điều gì chúng tôi cần cải thiện.",
          th: "ใช้เวลาเพียง 2 นาทีบอกเราว่าสิ่งใดที่ตอบโจทย์คุณ และสิ่งใดที่เราควรปรับปรุง",
          lt: "Per dvi minutes papasakokite, kas jums tinka ir ką turėtume patobulinti.",
        },
        pair.languageId,
      ),
      link: `https://survey.${brandOf(pair.tenantId).domain}/academy-feedback?site=${pair.siteCode.toLowerCase()}&lang=${languageTag(pair.languageId)}`,
      activeState: inactive.has(pair.siteId) ? "0" : "1",
    }));
}
