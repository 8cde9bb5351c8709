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
            nl: "Van Associate tot Expert: leer online en toon uw vaardigheden daarna aan in theorie- en praktijkexamens.",
            cs: "Od úrovně Associate po Expert: učte se online a potom prokažte své dovednosti u teoretických a praktických zkoušek.",
            pt: "Do Associate ao Expert: estude online e depois comprove suas habilidades nos exames teóricos e práticos.",
            tr: "Associate seviyesinden Expert seviyesine: Çevrim içi öğrenin, ardından becerilerinizi teorik ve uygulamalı sınavlarda kanıtlayın.",
            ko: "어소시에이트부터 엑스퍼트까지, 온라인으로 학습한 후 이론 시험과 실기 시험에서 실력을 증명하세요.",
            vi: "Từ cấp Associate đến cấp Expert: học trực tuyến, sau đó chứng minh kỹ năng của bạn qua các bài thi lý thuyết và thực hành.",
            th: "จากระดับ Associate สู่ระดับ Expert: เรียนออนไลน์ แล้วพิสูจน์ทักษะของคุณในการสอบภาคทฤษฎีและภาคปฏิบัติ",
            lt: "Nuo Associate iki Expert lygio: mokykitės internetu, tada įrodykite savo įgūdžius teorijos ir praktiniuose egzaminuose.",
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
            nl: "Leer in uw eigen tempo",
            cs: "Učte se vlastním tempem",
            pt: "Aprenda no seu ritmo",
            tr: "Kendi hızınızda öğrenin",
            ko: "원하는 속도로 학습하세요",
            vi: "Học theo nhịp độ của riêng bạn",
            th: "เรียนได้ตามจังหวะของคุณเอง",
            lt: "Mokykitės savo tempu",
          }),
          subtitle: text({
            en: "Watch the courses in any order: your progress is saved chapter by chapter.",
            ar: "شاهد الدورات بالترتيب الذي تريده: يُحفظ تقدّمك فصلاً بعد فصل.",
            de: "Sehen Sie die Kurse in beliebiger Reihenfolge: Ihr Fortschritt wird kapitelweise gespeichert.",
            fr: "Suivez les cours dans l’ordre de votre choix : votre progression est enregistrée chapitre par chapitre.",
            it: "Guarda i corsi nell'ordine che preferisci: i tuoi progressi vengono salvati capitolo per capitolo.",
            es: "Mira los cursos en el orden que quieras: tu progreso se guarda capítulo a capítulo.",
            pl: "Oglądaj kursy w dowolnej kolejności: Twoje postępy zapisują się rozdział po rozdziale.",
            nl: "Bekijk de cursussen in de volgorde die u wilt: uw voortgang wordt per hoofdstuk bewaard.",
            cs: "Sledujte kurzy v libovolném pořadí: váš postup se ukládá po jednotlivých kapitolách.",
            pt: "Assista aos cursos na ordem que quiser: seu progresso é salvo capítulo por capítulo.",
            tr: "Kursları istediğiniz sırayla izleyin: İlerlemeniz bölüm bölüm kaydedilir.",
            ko: "원하는 순서로 과정을 시청하세요. 진행 상황은 챕터별로 저장됩니다.",
            vi: "Xem các khóa học theo thứ tự bất kỳ: tiến độ của bạn được lưu theo từng chương.",
            th: "ดูคอร์สตามลำดับใดก็ได้ ระบบจะบันทึกความคืบหน้าของคุณทีละบท",
            lt: "Žiūrėkite kursus bet kokia tvarka: jūsų pažanga išsaugoma po kiekvieno skyriaus.",
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
            nl: "Algemene beveiligingscertificering",
            cs: "Obecná certifikace v oblasti zabezpečení",
            pt: "Certificação geral em segurança",
            tr: "Genel güvenlik sertifikasyonu",
            ko: "일반 보안 인증",
            vi: "Chứng nhận an ninh chung",
            th: "การรับรองด้านระบบรักษาความปลอดภัยทั่วไป",
            lt: "Bendrasis apsaugos sistemų sertifikavimas",
          }),
          subtitle: text({
            en: "Vendor-neutral knowledge for every security professional, in two levels.",
            ar: "معرفة محايدة تجاه الموردين لكل العاملين في مجال الأمن، على مستويين.",
            de: "Herstellerneutrales Wissen für alle Sicherheitsprofis, in zwei Stufen.",
            fr: "Des connaissances indépendantes des fabricants pour tous les professionnels de la sécurité, sur deux niveaux.",
            it: "Competenze indipendenti dai produttori per ogni professionista della sicurezza, su due livelli.",
            es: "Conocimientos independientes del fabricante para todos los profesionales de la seguridad, en dos niveles.",
            pl: "Wiedza niezależna od producenta dla wszystkich specjalistów branży zabezpieczeń, na dwóch poziomach.",
            nl: "Merkonafhankelijke kennis voor elke beveiligingsprofessional, in twee niveaus.",
            cs: "Znalosti nezávislé na výrobci pro každého odborníka v oboru bezpečnostních systémů, ve dvou úrovních.",
            pt: "Conhecimento independente de fabricante para todos os profissionais de segurança, em dois níveis.",
            tr: "Her güvenlik profesyoneli için üreticiden bağımsız bilgi, iki seviyede.",
            ko: "특정 제조사에 국한되지 않는 지식을 두 개의 레벨로 모든 보안 전문가에게 제공합니다.",
            vi: "Kiến thức không phụ thuộc nhà sản xuất dành cho mọi chuyên gia an ninh, gồm hai cấp độ.",
            th: "ความรู้ที่ไม่ผูกกับผู้ผลิตรายใดสำหรับมืออาชีพด้านระบบรักษาความปลอดภัยทุกคน แบ่งเป็นสองระดับ",
            lt: "Nuo gamintojo nepriklausančios žinios kiekvienam apsaugos sistemų specialistui – dviem lygiais.",
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
            nl: "Hulp nodig bij de voorbereiding op het examen?",
            cs: "Potřebujete pomoc s přípravou na zkoušku?",
            pt: "Precisa de ajuda para se preparar para o exame?",
            tr: "Sınava hazırlanmak için yardıma mı ihtiyacınız var?",
            ko: "시험 준비에 도움이 필요하신가요?",
            vi: "Bạn cần hỗ trợ để chuẩn bị cho kỳ thi?",
            th: "ต้องการความช่วยเหลือในการเตรียมตัวสอบหรือไม่",
            lt: "Reikia pagalbos ruošiantis egzaminui?",
          }),
          subtitle: text({
            en: "Join a live online classroom with one of our trainers.",
            ar: "انضم إلى فصل دراسي مباشر عبر الإنترنت مع أحد مدرّبينا.",
            de: "Nehmen Sie an einem Live-Online-Klassenraum mit einem unserer Trainer teil.",
            fr: "Rejoignez une classe virtuelle en direct avec l’un de nos formateurs.",
            it: "Partecipa a un'aula online dal vivo con uno dei nostri formatori.",
            es: "Únete a un aula virtual en directo con uno de nuestros instructores.",
            pl: "Dołącz do szkolenia online na żywo z jednym z naszych trenerów.",
            nl: "Neem deel aan een live online klassikale training met een van onze trainers.",
            cs: "Zúčastněte se živého online školení s některým z našich lektorů.",
            pt: "Participe de uma turma online ao vivo com um de nossos instrutores.",
            tr: "Eğitmenlerimizden biriyle canlı çevrim içi sınıf eğitimine katılın.",
            ko: "강사와 함께하는 실시간 온라인 강의에 참여하세요.",
            vi: "Tham gia lớp học trực tuyến theo thời gian thực cùng giảng viên của chúng tôi.",
            th: "เข้าร่วมชั้นเรียนออนไลน์แบบสดกับวิทยากรของเรา",
            lt: "Prisijunkite prie tiesioginio nuotolinio užsiėmimo su vienu iš mūsų lektorių.",
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
        fr: "Ateliers et séminaires",
        it: "Workshop e seminari",
        es: "Talleres y seminarios",
        pl: "Warsztaty i seminaria",
        nl: "Workshops en seminars",
        cs: "Workshopy a semináře",
        pt: "Workshops e seminários",
        tr: "Atölyeler ve seminerler",
        ko: "워크숍 및 세미나",
        vi: "Hội thảo thực hành và chuyên đề",
        th: "เวิร์กช็อปและสัมมนา",
        lt: "Dirbtuvės ir seminarai",
      }),
      subtitle: text({
        en: "Hands-on workshops and expert seminars with our trainers, onsite and online.",
        ar: "ورش عمل تطبيقية وندوات متخصصة مع مدرّبينا، حضوريًا وعبر الإنترنت.",
        de: "Praxisnahe Workshops und Fachseminare mit unseren Trainern, vor Ort und online.",
        fr: "Ateliers pratiques et séminaires d’experts avec nos formateurs, en présentiel et en ligne.",
        it: "Workshop pratici e seminari specialistici con i nostri formatori, in presenza e online.",
        es: "Talleres prácticos y seminarios especializados con nuestros instructores, presenciales y online.",
        pl: "Warsztaty praktyczne i seminaria eksperckie z naszymi trenerami, stacjonarnie i online.",
        nl: "Praktijkgerichte workshops en vakseminars met onze trainers, op locatie en online.",
        cs: "Praktické workshopy a odborné semináře s našimi lektory, prezenčně i online.",
        pt: "Workshops práticos e seminários especializados com nossos instrutores, presenciais e online.",
        tr: "Eğitmenlerimizle yüz yüze ve çevrim içi uygulamalı atölyeler ve uzman seminerleri.",
        ko: "강사와 함께하는 실습 중심 워크숍과 전문 세미나를 현장과 온라인에서 만나 보세요.",
        vi: "Hội thảo thực hành và hội thảo chuyên đề cùng giảng viên của chúng tôi, trực tiếp và trực tuyến.",
        th: "เวิร์กช็อปลงมือปฏิบัติและสัมมนาโดยผู้เชี่ยวชาญกับวิทยากรของเรา ทั้งแบบออนไซต์และออนไลน์",
        lt: "Praktinės dirbtuvės ir ekspertų seminarai su mūsų lektoriais – kontaktiniai ir nuotoliniai.",
      }),
      image: "/brand/banner-workshops.svg",
      link: "/workshop-seminar/list",
      sort: 1,
    });
    return rows;
  });
}
