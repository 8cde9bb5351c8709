import type { banners } from "../../schema/catalogue.ts";
import { local } from "./catalogue-common.ts";
import { certificationRows, releaseSeeds } from "./catalogue-certifications.ts";
import { KindType } from "./catalogue-taxonomy.ts";
import { pairOf } from "./sites.ts";
import { brandOf, TenantId, trackPathsOf } from "./tenants.ts";
import type { Localized } from "./texts.ts";

const kindOf = (certificationId: number) => {
  const certification = certificationRows.find((c) => c.id === certificationId);
  if (!certification) throw new Error(`Unknown seed certification ${certificationId}`);
  return certification.kind;
};

/** Banner type codes (learner §9): list pages kind 1 -> 3, 0 -> 4; detail area 1 -> 7, 0 -> 8. */
export const catalogueBannerTypes = [3, 4, 7, 8];

type BannerRow = typeof banners.$inferInsert;

/**
 * Banners of every (site, language) with certification releases: the list-page
 * banner and the detail-area banner of each kind the site publishes.
 */
export function bannerRows(): BannerRow[] {
  const pairs = new Map<string, { siteId: number; languageId: number }>();
  for (const release of releaseSeeds) {
    pairs.set(`${release.siteId}/${release.languageId}`, release);
  }
  return [...pairs.values()].flatMap(({ siteId, languageId }) => {
    const { tenantId } = pairOf(siteId, languageId);
    const brand = brandOf(tenantId);
    const paths = trackPathsOf(tenantId);
    const releases = releaseSeeds.filter(
      (r) => r.siteId === siteId && r.languageId === languageId && !r.parentReleaseId,
    );
    const kinds = new Set(releases.map((r) => kindOf(r.certificationId)));
    const entry = (kind: number) =>
      releases.filter((r) => kindOf(r.certificationId) === kind).sort((a, b) => a.sort - b.sort)[0];
    const text = (value: Localized) => local(value, languageId);
    const rows: BannerRow[] = [];
    const hsc = entry(KindType.hsc);
    if (kinds.has(KindType.hsc) && hsc) {
      rows.push(
        {
          siteId,
          languageId,
          type: 3,
          title: text(brand.brandTrack),
          subtitle: text({
            en: "From associate to expert: learn online, then prove your skills in theory and practical exams.",
            ar: "من المستوى المشارك إلى مستوى الخبير: تعلّم عبر الإنترنت، ثم أثبت مهاراتك في الاختبارات النظرية والعملية.",
            de: "Vom Associate bis zum Expert: online lernen und das Können in Theorie- und Praxisprüfungen nachweisen.",
          }),
          image:
            tenantId === TenantId.thermal ? "/brand/banner-thermal.svg" : "/brand/banner-hsc.svg",
          link: `/certification/detail/${hsc.id}`,
          sort: 1,
        },
        {
          siteId,
          languageId,
          type: 7,
          title: text({
            en: "Learn at your own pace",
            ar: "تعلّم بالسرعة التي تناسبك",
            de: "Lernen Sie in Ihrem Tempo",
          }),
          subtitle: text({
            en: "Watch the courses in any order: your progress is saved chapter by chapter.",
            ar: "شاهد الدورات بالترتيب الذي تريده: يُحفظ تقدّمك فصلاً بعد فصل.",
            de: "Sehen Sie die Kurse in beliebiger Reihenfolge: Ihr Fortschritt wird kapitelweise gespeichert.",
          }),
          image: "/brand/banner-detail-hsc.svg",
          link: paths.brand.selfPaced,
          sort: 1,
        },
      );
    }
    const gsc = entry(KindType.gsc);
    if (kinds.has(KindType.gsc) && gsc) {
      rows.push(
        {
          siteId,
          languageId,
          type: 4,
          title: text({
            en: "General Security Certification",
            ar: "الشهادة العامة للأمن",
            de: "Allgemeine Sicherheitszertifizierung",
          }),
          subtitle: text({
            en: "Vendor-neutral knowledge for every security professional, in two levels.",
            ar: "معرفة محايدة تجاه الموردين لكل العاملين في مجال الأمن، على مستويين.",
            de: "Herstellerneutrales Wissen für alle Sicherheitsprofis, in zwei Stufen.",
          }),
          image: "/brand/banner-gsc.svg",
          link: `/certification/detail/${gsc.id}`,
          sort: 1,
        },
        {
          siteId,
          languageId,
          type: 8,
          title: text({
            en: "Need help preparing for the exam?",
            ar: "هل تحتاج إلى مساعدة في الاستعداد للاختبار؟",
            de: "Unterstützung bei der Prüfungsvorbereitung?",
          }),
          subtitle: text({
            en: "Join a live online classroom with one of our trainers.",
            ar: "انضم إلى فصل دراسي مباشر عبر الإنترنت مع أحد مدرّبينا.",
            de: "Nehmen Sie an einem Live-Online-Klassenraum mit einem unserer Trainer teil.",
          }),
          image: "/brand/banner-detail-gsc.svg",
          link: paths.general.classroom,
          sort: 1,
        },
      );
    }
    return rows;
  });
}
