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

/**
 * Banner type codes (learner §9): list pages kind 1 -> 3, 0 -> 4; detail area 1 -> 7, 0 -> 8;
 * the workshops and seminars track (kind 2) its own list banner, 5 (decision 0058).
 */
export const catalogueBannerTypes = [3, 4, 5, 7, 8];

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
            fr: "Du niveau Associate au niveau Expert : formez-vous en ligne, puis prouvez vos compétences aux examens théoriques et pratiques.",
            it: "Da Associate a Expert: impara online, poi dimostra le tue competenze negli esami teorici e pratici.",
            es: "De Associate a Expert: aprende online y luego demuestra tus competencias en los exámenes teóricos y prácticos.",
            pl: "Od poziomu Associate do Expert: ucz się online, a potem potwierdź swoje umiejętności na egzaminach teoretycznych i praktycznych.",
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
            fr: "Apprenez à votre rythme",
            it: "Impara al tuo ritmo",
            es: "Aprende a tu ritmo",
            pl: "Ucz się we własnym tempie",
          }),
          subtitle: text({
            en: "Watch the courses in any order: your progress is saved chapter by chapter.",
            ar: "شاهد الدورات بالترتيب الذي تريده: يُحفظ تقدّمك فصلاً بعد فصل.",
            de: "Sehen Sie die Kurse in beliebiger Reihenfolge: Ihr Fortschritt wird kapitelweise gespeichert.",
            fr: "Suivez les cours dans l’ordre de votre choix : votre progression est enregistrée chapitre par chapitre.",
            it: "Guarda i corsi nell'ordine che preferisci: i tuoi progressi vengono salvati capitolo per capitolo.",
            es: "Mira los cursos en el orden que quieras: tu progreso se guarda capítulo a capítulo.",
            pl: "Oglądaj kursy w dowolnej kolejności: Twoje postępy zapisują się rozdział po rozdziale.",
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
            fr: "Certification générale en sécurité",
            it: "Certificazione generale per la sicurezza",
            es: "Certificación general en seguridad",
            pl: "Ogólna certyfikacja z systemów zabezpieczeń",
          }),
          subtitle: text({
            en: "Vendor-neutral knowledge for every security professional, in two levels.",
            ar: "معرفة محايدة تجاه الموردين لكل العاملين في مجال الأمن، على مستويين.",
            de: "Herstellerneutrales Wissen für alle Sicherheitsprofis, in zwei Stufen.",
            fr: "Des connaissances indépendantes des fabricants pour tous les professionnels de la sécurité, sur deux niveaux.",
            it: "Competenze indipendenti dai produttori per ogni professionista della sicurezza, su due livelli.",
            es: "Conocimientos independientes del fabricante para todos los profesionales de la seguridad, en dos niveles.",
            pl: "Wiedza niezależna od producenta dla wszystkich specjalistów branży zabezpieczeń, na dwóch poziomach.",
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
            fr: "Besoin d’aide pour préparer l’examen ?",
            it: "Ti serve aiuto per prepararti all'esame?",
            es: "¿Necesitas ayuda para preparar el examen?",
            pl: "Potrzebujesz pomocy w przygotowaniu do egzaminu?",
          }),
          subtitle: text({
            en: "Join a live online classroom with one of our trainers.",
            ar: "انضم إلى فصل دراسي مباشر عبر الإنترنت مع أحد مدرّبينا.",
            de: "Nehmen Sie an einem Live-Online-Klassenraum mit einem unserer Trainer teil.",
            fr: "Rejoignez une classe virtuelle en direct avec l’un de nos formateurs.",
            it: "Partecipa a un'aula online dal vivo con uno dei nostri formatori.",
            es: "Únete a un aula virtual en directo con uno de nuestros instructores.",
            pl: "Dołącz do szkolenia online na żywo z jednym z naszych trenerów.",
          }),
          image: "/brand/banner-detail-gsc.svg",
          link: paths.general.classroom,
          sort: 1,
        },
      );
    }
    // Every site's workshops and seminars track (kind 2, a kind of every tenant) has its own.
    rows.push({
      siteId,
      languageId,
      type: 5,
      title: text({
        en: "Workshops and Seminars",
        ar: "ورش العمل والندوات",
        de: "Workshops und Seminare",
      }),
      subtitle: text({
        en: "Hands-on workshops and expert seminars with our trainers, onsite and online.",
        ar: "ورش عمل تطبيقية وندوات متخصصة مع مدرّبينا، حضوريًا وعبر الإنترنت.",
        de: "Praxisnahe Workshops und Fachseminare mit unseren Trainern, vor Ort und online.",
      }),
      image: "/brand/banner-workshops.svg",
      link: "/workshop-seminar/list",
      sort: 1,
    });
    return rows;
  });
}
