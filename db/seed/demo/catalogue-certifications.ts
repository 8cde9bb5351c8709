import type { certifications } from "../../schema/catalogue.ts";
import { KindType, TypeId } from "./catalogue-taxonomy.ts";
import { LanguageId as L } from "./languages.ts";
import { TenantId } from "./tenants.ts";
import type { Localized } from "./texts.ts";

/** Certification ids (1-99) other code and tests rely on. */
export const CertificationId = {
  hcsa: 1,
  hcsp: 2,
  hcse: 3,
  cgsa: 11,
  cgsp: 12,
  thermalAssociate: 21,
  thermalProfessional: 22,
  neutralCgsa: 31,
} as const;

const C = CertificationId;

// prettier-ignore
export const certificationRows: (typeof certifications.$inferInsert)[] = [
  { id: C.hcsa, tenantId: TenantId.main, kind: KindType.hsc, level: "HCSA", typeId: TypeId.videoSecurity, subtypeId: TypeId.ipCameras, creditsNeeded: 9, practicalExam: false, hasOnlineClassroom: false, hasOnsiteClassroom: false, prerequisiteId: null, approvalPolicy: "automatic", sort: 1 },
  { id: C.hcsp, tenantId: TenantId.main, kind: KindType.hsc, level: "HCSP", typeId: TypeId.videoSecurity, subtypeId: TypeId.nvrStorage, creditsNeeded: 9, practicalExam: true, hasOnlineClassroom: false, hasOnsiteClassroom: true, prerequisiteId: C.hcsa, approvalPolicy: "manual", sort: 2 },
  { id: C.hcse, tenantId: TenantId.main, kind: KindType.hsc, level: "HCSE", typeId: TypeId.videoSecurity, subtypeId: TypeId.videoAnalytics, creditsNeeded: 9, practicalExam: true, hasOnlineClassroom: true, hasOnsiteClassroom: false, prerequisiteId: C.hcsp, approvalPolicy: "manual", relearnWaitDays: 30, sort: 3 },
  { id: C.cgsa, tenantId: TenantId.main, kind: KindType.gsc, level: "CGSA", typeId: TypeId.networking, subtypeId: TypeId.switchingPoe, creditsNeeded: 12, practicalExam: false, hasOnlineClassroom: false, hasOnsiteClassroom: false, prerequisiteId: null, approvalPolicy: "manual", sort: 1 },
  { id: C.cgsp, tenantId: TenantId.main, kind: KindType.gsc, level: "CGSP", typeId: TypeId.accessControl, subtypeId: TypeId.doorAccess, creditsNeeded: 12, practicalExam: false, hasOnlineClassroom: true, hasOnsiteClassroom: true, prerequisiteId: C.cgsa, approvalPolicy: "manual", sort: 2 },
  { id: C.thermalAssociate, tenantId: TenantId.thermal, kind: KindType.hsc, level: "HTCA", typeId: TypeId.thermalImaging, subtypeId: TypeId.thermalCameras, creditsNeeded: 9, practicalExam: false, hasOnlineClassroom: false, hasOnsiteClassroom: false, prerequisiteId: null, approvalPolicy: "manual", sort: 1 },
  { id: C.thermalProfessional, tenantId: TenantId.thermal, kind: KindType.hsc, level: "HTCP", typeId: TypeId.thermalImaging, subtypeId: TypeId.perimeterProtection, creditsNeeded: 9, practicalExam: true, hasOnlineClassroom: false, hasOnsiteClassroom: true, prerequisiteId: C.thermalAssociate, approvalPolicy: "manual", sort: 2 },
  { id: C.neutralCgsa, tenantId: TenantId.neutral, kind: KindType.gsc, level: "CGSA", typeId: TypeId.neutralVideoSecurity, subtypeId: TypeId.neutralIpCameras, creditsNeeded: 12, practicalExam: false, hasOnlineClassroom: false, hasOnsiteClassroom: false, prerequisiteId: null, approvalPolicy: "manual", sort: 1 },
];

type CertificationText = { name: Localized; summary: Localized; description: Localized };

const hcsa: CertificationText = {
  name: {
    en: "Hikvision Certified Security Associate (HCSA)",
    ar: "مشارك أمني معتمد من Hikvision (HCSA)",
    de: "Hikvision Certified Security Associate (HCSA)",
    fr: "Hikvision Certified Security Associate (HCSA)",
    it: "Hikvision Certified Security Associate (HCSA)",
    es: "Hikvision Certified Security Associate (HCSA)",
    pl: "Hikvision Certified Security Associate (HCSA)",
    nl: "Hikvision Certified Security Associate (HCSA)",
    cs: "Hikvision Certified Security Associate (HCSA)",
    pt: "Hikvision Certified Security Associate (HCSA)",
    tr: "Hikvision Certified Security Associate (HCSA)",
    ko: "Hikvision Certified Security Associate (HCSA)",
    vi: "Hikvision Certified Security Associate (HCSA)",
    th: "Hikvision Certified Security Associate (HCSA)",
    lt: "Hikvision Certified Security Associate (HCSA)",
  },
  summary: {
    en: "The entry level of the Hikvision Security Certification: install, configure and maintain IP cameras and recorders in small and medium systems.",
    ar: "المستوى الأول من شهادة Hikvision للأمن: تركيب كاميرات IP والمسجلات وإعدادها وصيانتها في الأنظمة الصغيرة والمتوسطة.",
    de: "Die Einstiegsstufe der Hikvision Sicherheitszertifizierung: IP-Kameras und Rekorder in kleinen und mittleren Anlagen installieren, konfigurieren und warten.",
    fr: "Le premier niveau de la Certification sécurité Hikvision : installer, configurer et maintenir des caméras IP et des enregistreurs dans les installations de petite et moyenne taille.",
    it: "Il livello base della Certificazione Hikvision per la sicurezza: installare, configurare e manutenere telecamere IP e videoregistratori in impianti piccoli e medi.",
    es: "El nivel inicial de la Certificación en seguridad Hikvision: instalar, configurar y mantener cámaras IP y grabadores en sistemas pequeños y medianos.",
    pl: "Pierwszy poziom certyfikacji z systemów zabezpieczeń Hikvision: instalacja, konfiguracja i serwis kamer IP oraz rejestratorów w małych i średnich systemach.",
    nl: "Het instapniveau van de Hikvision-beveiligingscertificering: IP-camera's en recorders installeren, configureren en onderhouden in kleine en middelgrote systemen.",
    cs: "Vstupní úroveň certifikace Hikvision v oblasti zabezpečení: instalace, konfigurace a údržba IP kamer a rekordérů v malých a středních systémech.",
    pt: "O nível inicial da Certificação em segurança Hikvision: instalar, configurar e manter câmeras IP e gravadores em sistemas de pequeno e médio porte.",
    tr: "Hikvision güvenlik sertifikasyonunun giriş seviyesi: Küçük ve orta ölçekli sistemlerde IP kameraların ve kayıt cihazlarının kurulumu, yapılandırılması ve bakımı.",
    ko: "Hikvision 보안 인증의 입문 레벨입니다. 중소규모 시스템에서 IP 카메라와 녹화기를 설치, 설정, 유지보수하는 방법을 익힙니다.",
    vi: "Cấp độ đầu tiên của Chứng nhận an ninh Hikvision: lắp đặt, cấu hình và bảo trì camera IP và đầu ghi hình trong các hệ thống vừa và nhỏ.",
    th: "ระดับเริ่มต้นของการรับรองด้านระบบรักษาความปลอดภัยของ Hikvision: ติดตั้ง กำหนดค่า และบำรุงรักษากล้อง IP และเครื่องบันทึกภาพในระบบขนาดเล็กและขนาดกลาง",
    lt: "Pradinis Hikvision apsaugos sistemų sertifikavimo lygis: IP kamerų ir įrašymo įrenginių diegimas, konfigūravimas ir priežiūra mažose ir vidutinėse sistemose.",
  },
  description: {
    en: "<p>The <strong>Hikvision Certified Security Associate</strong> proves that you can install and configure a complete IP video system for a shop, an office or a small campus.</p><p>Earn 9 credits from the courses below, then take the online theory exam. Compulsory courses give most of the credits; choose electives for the rest.</p><ul><li>IP cameras, recorders and storage planning</li><li>Video analytics that cut false alarms</li><li>Network basics for installers</li></ul><p>The certificate is valid for two years.</p>",
    ar: "<p>تُثبت شهادة <strong>مشارك أمني معتمد من Hikvision</strong> قدرتك على تركيب نظام فيديو IP متكامل وإعداده لمتجر أو مكتب أو حرم جامعي صغير.</p><p>اجمع 9 ساعات معتمدة من الدورات أدناه، ثم أدِّ الاختبار النظري عبر الإنترنت. تمنحك الدورات الإلزامية معظم الساعات، واختر الدورات الاختيارية لإكمال الباقي.</p><ul><li>كاميرات IP والمسجلات وتخطيط التخزين</li><li>تحليلات الفيديو التي تقلّل الإنذارات الكاذبة</li><li>أساسيات الشبكات لفنيي التركيب</li></ul><p>الشهادة صالحة لمدة عامين.</p>",
    de: "<p>Der <strong>Hikvision Certified Security Associate</strong> weist nach, dass Sie ein komplettes IP-Videosystem für ein Geschäft, ein Büro oder ein kleines Firmengelände installieren und konfigurieren können.</p><p>Sammeln Sie 9 Credits aus den folgenden Kursen und legen Sie dann die Online-Theorieprüfung ab. Pflichtkurse bringen die meisten Credits, Wahlkurse ergänzen den Rest.</p><ul><li>IP-Kameras, Rekorder und Speicherplanung</li><li>Videoanalyse gegen Fehlalarme</li><li>Netzwerkgrundlagen für Errichter</li></ul><p>Das Zertifikat ist zwei Jahre gültig.</p>",
    fr: "<p>La certification <strong>Hikvision Certified Security Associate</strong> atteste que vous savez installer et configurer un système vidéo IP complet pour un commerce, un bureau ou un petit site d’entreprise.</p><p>Obtenez 9 crédits avec les cours ci-dessous, puis passez l’examen théorique en ligne. Les cours obligatoires apportent la plupart des crédits ; complétez avec des cours optionnels.</p><ul><li>Caméras IP, enregistreurs et planification du stockage</li><li>Analyse vidéo contre les fausses alarmes</li><li>Bases réseau pour installateurs</li></ul><p>Le certificat est valable deux ans.</p>",
    it: "<p>La certificazione <strong>Hikvision Certified Security Associate</strong> attesta che sai installare e configurare un sistema video IP completo per un negozio, un ufficio o un piccolo complesso aziendale.</p><p>Ottieni 9 crediti con i corsi qui sotto, poi sostieni l'esame teorico online. I corsi obbligatori danno la maggior parte dei crediti; completa il resto con i corsi a scelta.</p><ul><li>Telecamere IP, videoregistratori e pianificazione dell'archiviazione</li><li>Analisi video per ridurre i falsi allarmi</li><li>Fondamenti di rete per installatori</li></ul><p>Il certificato è valido due anni.</p>",
    es: "<p>La certificación <strong>Hikvision Certified Security Associate</strong> acredita que sabes instalar y configurar un sistema de video IP completo para una tienda, una oficina o un pequeño campus.</p><p>Obtén 9 créditos con los cursos de abajo y luego haz el examen teórico online. Los cursos obligatorios aportan la mayoría de los créditos; completa el resto con cursos optativos.</p><ul><li>Cámaras IP, grabadores y planificación del almacenamiento</li><li>Analítica de video que reduce las falsas alarmas</li><li>Fundamentos de redes para instaladores</li></ul><p>El certificado tiene una validez de dos años.</p>",
    pl: "<p>Certyfikacja <strong>Hikvision Certified Security Associate</strong> potwierdza, że potrafisz zainstalować i skonfigurować kompletny system wideo IP dla sklepu, biura lub niewielkiego kompleksu firmowego.</p><p>Zdobądź 9 punktów na poniższych kursach, a następnie przystąp do egzaminu teoretycznego online. Kursy obowiązkowe dają większość punktów; resztę uzupełnij kursami do wyboru.</p><ul><li>Kamery IP, rejestratory i planowanie pamięci masowej</li><li>Analityka wideo ograniczająca fałszywe alarmy</li><li>Podstawy sieci dla instalatorów</li></ul><p>Certyfikat jest ważny dwa lata.</p>",
    nl: "<p>De certificering <strong>Hikvision Certified Security Associate</strong> toont aan dat u een compleet IP-videosysteem kunt installeren en configureren voor een winkel, een kantoor of een klein bedrijfsterrein.</p><p>Verdien 9 credits met de onderstaande cursussen en leg daarna het online theorie-examen af. De verplichte cursussen leveren de meeste credits op; vul de rest aan met keuzecursussen.</p><ul><li>IP-camera's, recorders en opslagplanning</li><li>Videoanalyse die valse alarmen beperkt</li><li>Basiskennis netwerken voor installateurs</li></ul><p>Het certificaat is twee jaar geldig.</p>",
    cs: "<p>Certifikace <strong>Hikvision Certified Security Associate</strong> dokládá, že dokážete nainstalovat a nakonfigurovat kompletní IP kamerový systém pro obchod, kancelář nebo menší areál.</p><p>Získejte 9 kreditů z níže uvedených kurzů a potom složte online teoretickou zkoušku. Většinu kreditů získáte v povinných kurzech, zbytek doplňte volitelnými kurzy.</p><ul><li>IP kamery, rekordéry a plánování úložiště</li><li>Videoanalytika, která omezuje plané poplachy</li><li>Základy sítí pro montážní techniky</li></ul><p>Certifikát platí dva roky.</p>",
    pt: "<p>A certificação <strong>Hikvision Certified Security Associate</strong> comprova que você sabe instalar e configurar um sistema completo de vídeo IP para uma loja, um escritório ou um pequeno campus.</p><p>Acumule 9 créditos nos cursos abaixo e depois faça o exame teórico online. Os cursos obrigatórios dão a maior parte dos créditos; complete o restante com cursos eletivos.</p><ul><li>Câmeras IP, gravadores e planejamento de armazenamento</li><li>Análise de vídeo que reduz alarmes falsos</li><li>Fundamentos de redes para instaladores</li></ul><p>O certificado tem validade de dois anos.</p>",
    tr: "<p><strong>Hikvision Certified Security Associate</strong> sertifikası, bir mağaza, ofis veya küçük bir kampüs için eksiksiz bir IP video sistemini kurup yapılandırabildiğinizi kanıtlar.</p><p>Aşağıdaki kurslardan 9 kredi kazanın, ardından çevrim içi teorik sınava girin. Kredilerin çoğu zorunlu kurslardan gelir; kalanını seçmeli kurslarla tamamlayın.</p><ul><li>IP kameralar, kayıt cihazları ve depolama planlaması</li><li>Yanlış alarmları azaltan video analitiği</li><li>Kurulumcular için ağ temelleri</li></ul><p>Sertifika iki yıl geçerlidir.</p>",
    ko: "<p><strong>Hikvision Certified Security Associate</strong> 인증은 매장, 사무실, 소규모 캠퍼스에 완전한 IP 영상 시스템을 설치하고 설정할 수 있음을 증명합니다.</p><p>아래 과정에서 9학점을 취득한 후 온라인 이론 시험에 응시하세요. 학점 대부분은 필수 과정에서 취득하며, 나머지는 선택 과정으로 채우면 됩니다.</p><ul><li>IP 카메라, 녹화기 및 스토리지 설계</li><li>오경보를 줄이는 영상 분석</li><li>설치 기사를 위한 네트워크 기초</li></ul><p>인증서는 2년간 유효합니다.</p>",
    vi: "<p>Chứng nhận <strong>Hikvision Certified Security Associate</strong> chứng minh bạn có thể lắp đặt và cấu hình một hệ thống video IP hoàn chỉnh cho cửa hàng, văn phòng hoặc khuôn viên nhỏ.</p><p>Tích lũy 9 tín chỉ từ các khóa học dưới đây, sau đó làm bài thi lý thuyết trực tuyến. Các khóa học bắt buộc mang lại phần lớn số tín chỉ; hãy chọn khóa học tự chọn cho phần còn lại.</p><ul><li>Camera IP, đầu ghi hình và lập kế hoạch lưu trữ</li><li>Phân tích video giúp giảm báo động giả</li><li>Kiến thức mạng cơ bản cho kỹ thuật viên lắp đặt</li></ul><p>Chứng chỉ có giá trị trong hai năm.</p>",
    th: "<p>การรับรอง <strong>Hikvision Certified Security Associate</strong> เป็นเครื่องยืนยันว่าคุณสามารถติดตั้งและกำหนดค่าระบบวิดีโอ IP แบบครบวงจรสำหรับร้านค้า สำนักงาน หรือกลุ่มอาคารขนาดเล็กได้</p><p>สะสมให้ได้ 9 หน่วยกิตจากคอร์สด้านล่าง แล้วเข้าสอบภาคทฤษฎีออนไลน์ หน่วยกิตส่วนใหญ่มาจากคอร์สบังคับ ส่วนที่เหลือให้เลือกจากคอร์สเลือกเรียน</p><ul><li>กล้อง IP เครื่องบันทึกภาพ และการวางแผนพื้นที่จัดเก็บข้อมูล</li><li>การวิเคราะห์วิดีโอที่ช่วยลดสัญญาณเตือนลวง</li><li>พื้นฐานเครือข่ายสำหรับผู้ติดตั้ง</li></ul><p>ใบรับรองมีอายุ 2 ปี</p>",
    lt: "<p>Sertifikatas <strong>Hikvision Certified Security Associate</strong> patvirtina, kad mokate įdiegti ir sukonfigūruoti visą IP vaizdo sistemą parduotuvei, biurui ar nedideliam įmonės pastatų kompleksui.</p><p>Toliau pateiktuose kursuose surinkite 9 kreditus, tada laikykite internetinį teorijos egzaminą. Daugumą kreditų suteikia privalomieji kursai, likusius papildykite pasirenkamaisiais.</p><ul><li>IP kameros, įrašymo įrenginiai ir saugyklos planavimas</li><li>Vaizdo analizė, mažinanti klaidingų aliarmų skaičių</li><li>Tinklų pagrindai montuotojams</li></ul><p>Sertifikatas galioja dvejus metus.</p>",
  },
};

/** The previous HCSA version, kept as a child of the current one. */
const hcsaPrevious: CertificationText = {
  name: hcsa.name,
  summary: {
    en: "The previous version of the associate certification. Learners who enrolled in version 1.0 can finish it until 31 December 2026.",
  },
  description: {
    en: "<p>Version 1.0 of the <strong>Hikvision Certified Security Associate</strong> remains open for learners who enrolled before version 2.0 was published.</p><p>New learners should enrol in version 2.0, which adds video analytics to the compulsory courses.</p>",
  },
};

const hcsp: CertificationText = {
  name: {
    en: "Hikvision Certified Security Professional (HCSP)",
    ar: "محترف أمني معتمد من Hikvision (HCSP)",
  },
  summary: {
    en: "The professional level: deploy and secure medium and large systems with HikCentral, PTZ cameras and cybersecurity hardening. Requires HCSA.",
    ar: "المستوى الاحترافي: نشر الأنظمة المتوسطة والكبيرة وتأمينها باستخدام HikCentral وكاميرات PTZ وتعزيز الأمن السيبراني. يتطلب الحصول على HCSA.",
  },
  description: {
    en: "<p>The <strong>Hikvision Certified Security Professional</strong> is for engineers who deploy and secure systems with hundreds of cameras.</p><p>You need a valid HCSA certificate to enrol. After 9 credits and the theory exam, you show your skills in a <strong>practical exam</strong> on real equipment, in one of our training centres.</p><ul><li>HikCentral Professional deployment</li><li>Cybersecurity hardening</li><li>PTZ and long-range cameras</li></ul>",
    ar: "<p>شهادة <strong>محترف أمني معتمد من Hikvision</strong> مخصصة للمهندسين الذين ينشرون أنظمة تضم مئات الكاميرات ويؤمّنونها.</p><p>تحتاج إلى شهادة HCSA سارية للتسجيل. بعد جمع 9 ساعات معتمدة واجتياز الاختبار النظري، تُظهر مهاراتك في <strong>اختبار عملي</strong> على معدات حقيقية في أحد مراكز التدريب لدينا.</p><ul><li>نشر منصة HikCentral Professional</li><li>تعزيز الأمن السيبراني</li><li>كاميرات PTZ والكاميرات بعيدة المدى</li></ul>",
  },
};

const hcse: CertificationText = {
  name: { en: "Hikvision Certified Security Expert (HCSE)" },
  summary: {
    en: "The expert level: design large-scale systems and solve the hardest faults. Requires HCSP; ends with a practical exam.",
  },
  description: {
    en: "<p>The <strong>Hikvision Certified Security Expert</strong> is the highest level of the track, for designers and senior engineers.</p><p>Enrol with a valid HCSP certificate. The courses cover large-scale design, advanced troubleshooting and deep-learning analytics; live online classroom sessions with a trainer prepare you for the practical exam.</p><ul><li>Large-scale system design</li><li>Advanced troubleshooting</li><li>Deep-learning analytics at scale</li></ul>",
  },
};

const cgsa: CertificationText = {
  name: {
    en: "Certified General Security Associate (CGSA)",
    ar: "مشارك معتمد في الأمن العام (CGSA)",
    de: "Certified General Security Associate (CGSA)",
    fr: "Certified General Security Associate (CGSA)",
    it: "Certified General Security Associate (CGSA)",
    es: "Certified General Security Associate (CGSA)",
    pl: "Certified General Security Associate (CGSA)",
    nl: "Certified General Security Associate (CGSA)",
    cs: "Certified General Security Associate (CGSA)",
    pt: "Certified General Security Associate (CGSA)",
    tr: "Certified General Security Associate (CGSA)",
    ko: "Certified General Security Associate (CGSA)",
    vi: "Certified General Security Associate (CGSA)",
    th: "Certified General Security Associate (CGSA)",
    lt: "Certified General Security Associate (CGSA)",
  },
  summary: {
    en: "Vendor-neutral fundamentals of video surveillance, networking, access control and intrusion alarms for every security professional.",
    ar: "أساسيات محايدة تجاه الموردين في المراقبة بالفيديو والشبكات والتحكم في الدخول وإنذار التسلل لكل العاملين في مجال الأمن.",
    de: "Herstellerneutrale Grundlagen zu Videoüberwachung, Netzwerken, Zutrittskontrolle und Einbruchmeldetechnik für alle Sicherheitsprofis – mit Zertifizierung nach bestandener Prüfung.",
    fr: "Les fondamentaux de la vidéosurveillance, des réseaux, du contrôle d’accès et de l’alarme intrusion, indépendants des fabricants, pour tous les professionnels de la sécurité.",
    it: "Le basi di videosorveglianza, reti, controllo accessi e antintrusione, indipendenti dai produttori, per ogni professionista della sicurezza.",
    es: "Fundamentos de videovigilancia, redes, control de accesos y alarmas de intrusión, independientes del fabricante, para todos los profesionales de la seguridad.",
    pl: "Niezależne od producenta podstawy monitoringu wizyjnego, sieci, kontroli dostępu i sygnalizacji włamania dla wszystkich specjalistów branży zabezpieczeń.",
    nl: "Merkonafhankelijke basiskennis van videobewaking, netwerken, toegangscontrole en inbraakalarmen voor elke beveiligingsprofessional.",
    cs: "Základy kamerových systémů, sítí, kontroly vstupu a poplachových zabezpečovacích systémů nezávislé na výrobci – pro všechny odborníky v oboru bezpečnostních systémů.",
    pt: "Fundamentos de videomonitoramento, redes, controle de acesso e alarmes de intrusão, independentes de fabricante, para todos os profissionais de segurança.",
    tr: "Tüm güvenlik profesyonelleri için video gözetim, ağ, geçiş kontrolü ve hırsız alarm sistemlerine dair üreticiden bağımsız temel bilgiler.",
    ko: "모든 보안 전문가를 위해 영상 감시, 네트워크, 출입 통제, 침입 경보의 기초를 특정 제조사에 국한되지 않고 다룹니다.",
    vi: "Kiến thức nền tảng không phụ thuộc nhà sản xuất về giám sát video, mạng, kiểm soát ra vào và báo động chống đột nhập, dành cho mọi chuyên gia an ninh.",
    th: "พื้นฐานด้านกล้องวงจรปิด เครือข่าย ระบบควบคุมการเข้าออก และระบบแจ้งเตือนการบุกรุกที่ไม่ผูกกับผู้ผลิตรายใด สำหรับมืออาชีพด้านระบบรักษาความปลอดภัยทุกคน",
    lt: "Nuo gamintojo nepriklausantys vaizdo stebėjimo, tinklų, praėjimo kontrolės ir įsilaužimo signalizacijos pagrindai kiekvienam apsaugos sistemų specialistui.",
  },
  description: {
    en: "<p>The <strong>Certified General Security Associate</strong> covers the principles every security professional needs, whatever brand they install.</p><p>Earn 12 credits from the compulsory and elective courses, then pass the online theory exam. Approval of your enrolment takes up to two working days.</p><ul><li>Video surveillance principles</li><li>Networking for security systems</li><li>Access control and intrusion alarms</li></ul>",
    ar: "<p>تغطي شهادة <strong>مشارك معتمد في الأمن العام</strong> المبادئ التي يحتاجها كل العاملين في مجال الأمن، أياً كانت العلامة التجارية التي يركّبونها.</p><p>اجمع 12 ساعة معتمدة من الدورات الإلزامية والاختيارية، ثم اجتز الاختبار النظري عبر الإنترنت. تستغرق الموافقة على تسجيلك حتى يومي عمل.</p><ul><li>مبادئ المراقبة بالفيديو</li><li>الشبكات للأنظمة الأمنية</li><li>التحكم في الدخول وإنذار التسلل</li></ul>",
    de: "<p>Der <strong>Certified General Security Associate</strong> vermittelt die Grundlagen, die jede Fachkraft der Sicherheitstechnik braucht – unabhängig vom Hersteller.</p><p>Sammeln Sie 12 Credits aus Pflicht- und Wahlkursen und bestehen Sie anschließend die Online-Theorieprüfung. Die Freigabe Ihrer Anmeldung dauert bis zu zwei Werktage.</p><ul><li>Grundlagen der Videoüberwachung</li><li>Netzwerke für Sicherheitssysteme</li><li>Zutrittskontrolle und Einbruchmeldetechnik</li></ul>",
    fr: "<p>La certification <strong>Certified General Security Associate</strong> couvre les principes dont tout professionnel de la sécurité a besoin, quelle que soit la marque qu’il installe.</p><p>Obtenez 12 crédits avec les cours obligatoires et optionnels, puis réussissez l’examen théorique en ligne. La validation de votre inscription prend jusqu’à deux jours ouvrés.</p><ul><li>Principes de la vidéosurveillance</li><li>Réseaux pour les systèmes de sécurité</li><li>Contrôle d’accès et alarme intrusion</li></ul>",
    it: "<p>La certificazione <strong>Certified General Security Associate</strong> copre i principi che servono a ogni professionista della sicurezza, qualunque marchio installi.</p><p>Ottieni 12 crediti con i corsi obbligatori e a scelta, poi supera l'esame teorico online. L'approvazione della tua iscrizione richiede fino a due giorni lavorativi.</p><ul><li>Principi di videosorveglianza</li><li>Reti per i sistemi di sicurezza</li><li>Controllo accessi e antintrusione</li></ul>",
    es: "<p>La certificación <strong>Certified General Security Associate</strong> cubre los principios que necesita todo profesional de la seguridad, sea cual sea la marca que instale.</p><p>Obtén 12 créditos con los cursos obligatorios y optativos, y luego aprueba el examen teórico online. La aprobación de tu inscripción tarda hasta dos días hábiles.</p><ul><li>Principios de la videovigilancia</li><li>Redes para sistemas de seguridad</li><li>Control de accesos y alarmas de intrusión</li></ul>",
    pl: "<p>Certyfikacja <strong>Certified General Security Associate</strong> obejmuje zasady, które musi znać każdy specjalista branży zabezpieczeń, niezależnie od marki, którą instaluje.</p><p>Zdobądź 12 punktów na kursach obowiązkowych i do wyboru, a następnie zdaj egzamin teoretyczny online. Zatwierdzenie zapisu trwa do dwóch dni roboczych.</p><ul><li>Zasady monitoringu wizyjnego</li><li>Sieci dla systemów zabezpieczeń</li><li>Kontrola dostępu i sygnalizacja włamania</li></ul>",
    nl: "<p>De certificering <strong>Certified General Security Associate</strong> behandelt de principes die elke beveiligingsprofessional nodig heeft, ongeacht het merk dat u installeert.</p><p>Verdien 12 credits met de verplichte cursussen en keuzecursussen en haal daarna het online theorie-examen. De goedkeuring van uw inschrijving duurt maximaal twee werkdagen.</p><ul><li>Principes van videobewaking</li><li>Netwerken voor beveiligingssystemen</li><li>Toegangscontrole en inbraakalarmen</li></ul>",
    cs: "<p>Certifikace <strong>Certified General Security Associate</strong> pokrývá principy, které potřebuje každý odborník v oboru bezpečnostních systémů bez ohledu na to, jakou značku instaluje.</p><p>Získejte 12 kreditů z povinných a volitelných kurzů a potom složte online teoretickou zkoušku. Schválení vašeho zápisu trvá nejvýše dva pracovní dny.</p><ul><li>Principy kamerových systémů</li><li>Sítě pro bezpečnostní systémy</li><li>Kontrola vstupu a poplachové zabezpečovací systémy</li></ul>",
    pt: "<p>A certificação <strong>Certified General Security Associate</strong> abrange os princípios de que todo profissional de segurança precisa, seja qual for a marca que instale.</p><p>Acumule 12 créditos nos cursos obrigatórios e eletivos e depois passe no exame teórico online. A aprovação da sua inscrição leva até dois dias úteis.</p><ul><li>Princípios de videomonitoramento</li><li>Redes para sistemas de segurança</li><li>Controle de acesso e alarmes de intrusão</li></ul>",
    tr: "<p><strong>Certified General Security Associate</strong> sertifikası, hangi markayı kurarsa kursun her güvenlik profesyonelinin ihtiyaç duyduğu ilkeleri kapsar.</p><p>Zorunlu ve seçmeli kurslardan 12 kredi kazanın, ardından çevrim içi teorik sınavı geçin. Kaydınızın onaylanması en fazla iki iş günü sürer.</p><ul><li>Video gözetim ilkeleri</li><li>Güvenlik sistemleri için ağ teknolojileri</li><li>Geçiş kontrolü ve hırsız alarm sistemleri</li></ul>",
    ko: "<p><strong>Certified General Security Associate</strong> 인증은 어떤 브랜드의 제품을 설치하든 모든 보안 전문가에게 필요한 원리를 다룹니다.</p><p>필수 과정과 선택 과정에서 12학점을 취득한 후 온라인 이론 시험에 합격하세요. 등록 승인에는 영업일 기준 최대 2일이 걸립니다.</p><ul><li>영상 감시의 원리</li><li>보안 시스템을 위한 네트워크</li><li>출입 통제 및 침입 경보</li></ul>",
    vi: "<p>Chứng nhận <strong>Certified General Security Associate</strong> bao quát các nguyên lý mà mọi chuyên gia an ninh đều cần nắm, dù lắp đặt thiết bị của thương hiệu nào.</p><p>Tích lũy 12 tín chỉ từ các khóa học bắt buộc và tự chọn, sau đó vượt qua bài thi lý thuyết trực tuyến. Việc phê duyệt đăng ký của bạn mất tối đa hai ngày làm việc.</p><ul><li>Nguyên lý giám sát video</li><li>Mạng cho hệ thống an ninh</li><li>Kiểm soát ra vào và báo động chống đột nhập</li></ul>",
    th: "<p>การรับรอง <strong>Certified General Security Associate</strong> ครอบคลุมหลักการที่มืออาชีพด้านระบบรักษาความปลอดภัยทุกคนต้องรู้ ไม่ว่าจะติดตั้งอุปกรณ์ยี่ห้อใด</p><p>สะสมให้ได้ 12 หน่วยกิตจากคอร์สบังคับและคอร์สเลือกเรียน แล้วสอบภาคทฤษฎีออนไลน์ให้ผ่าน การอนุมัติการลงทะเบียนของคุณใช้เวลาไม่เกิน 2 วันทำการ</p><ul><li>หลักการของระบบกล้องวงจรปิด</li><li>เครือข่ายสำหรับระบบรักษาความปลอดภัย</li><li>ระบบควบคุมการเข้าออกและระบบแจ้งเตือนการบุกรุก</li></ul>",
    lt: "<p>Sertifikavimo programa <strong>Certified General Security Associate</strong> apima principus, kuriuos turi išmanyti kiekvienas apsaugos sistemų specialistas, nesvarbu, kokio gamintojo įrangą montuoja.</p><p>Privalomuose ir pasirenkamuose kursuose surinkite 12 kreditų, tada išlaikykite internetinį teorijos egzaminą. Jūsų registracijos patvirtinimas trunka iki dviejų darbo dienų.</p><ul><li>Vaizdo stebėjimo principai</li><li>Tinklai apsaugos sistemoms</li><li>Praėjimo kontrolė ir įsilaužimo signalizacija</li></ul>",
  },
};

const cgsp: CertificationText = {
  name: { en: "Certified General Security Professional (CGSP)" },
  summary: {
    en: "The professional level of the general track: survey sites, assess risks and deliver integrated security projects. Requires CGSA.",
  },
  description: {
    en: "<p>The <strong>Certified General Security Professional</strong> is for consultants and project managers who turn a customer's risks into a working, integrated security system.</p><p>Enrol with a valid CGSA certificate. Besides the self-paced courses, live online classroom sessions let you work through real project cases with a trainer.</p><ul><li>Site survey and risk assessment</li><li>Integrated security systems</li><li>Security project management</li></ul>",
  },
};

const thermalAssociate: CertificationText = {
  name: {
    en: "HIKMICRO Thermal Certified Associate",
    ar: "مشارك معتمد في التصوير الحراري من HIKMICRO",
  },
  summary: {
    en: "Install and configure HIKMICRO thermal cameras for perimeter protection and early fire detection.",
    ar: "ركّب الكاميرات الحرارية من HIKMICRO واضبطها لحماية المحيط والكشف المبكر عن الحرائق.",
  },
  description: {
    en: "<p>The <strong>HIKMICRO Thermal Certified Associate</strong> proves that you can choose, install and calibrate thermal security cameras.</p><p>Earn 9 credits from the courses below, then pass the online theory exam.</p><ul><li>Thermal imaging principles</li><li>Installation and calibration</li><li>Perimeter protection and temperature measurement</li></ul>",
    ar: "<p>تُثبت شهادة <strong>مشارك معتمد في التصوير الحراري من HIKMICRO</strong> قدرتك على اختيار الكاميرات الحرارية الأمنية وتركيبها ومعايرتها.</p><p>اجمع 9 ساعات معتمدة من الدورات أدناه، ثم اجتز الاختبار النظري عبر الإنترنت.</p><ul><li>مبادئ التصوير الحراري</li><li>التركيب والمعايرة</li><li>حماية المحيط وقياس درجة الحرارة</li></ul>",
  },
};

const thermalProfessional: CertificationText = {
  name: { en: "HIKMICRO Thermal Certified Professional" },
  summary: {
    en: "Deploy bi-spectrum PTZ systems and solve field problems, then prove it in a practical exam. Requires the thermal associate certification.",
  },
  description: {
    en: "<p>The <strong>HIKMICRO Thermal Certified Professional</strong> is for engineers who deliver large thermal projects: solar farms, ports and critical infrastructure.</p><p>Enrol with a valid associate certificate. After 9 credits and the theory exam, a <strong>practical exam</strong> on real cameras completes the certification.</p><ul><li>Bi-spectrum PTZ deployment</li><li>Thermal troubleshooting</li><li>Perimeter protection at scale</li></ul>",
  },
};

/** [course slot, credits] */
type Credit = [slot: number, credits: number];
/** Compulsory (requirement 1) and elective (0) courses of a release, by course slot. */
export type CoursePlan = { compulsory: Credit[]; elective: Credit[] };

// Full plans for the main English site: compulsory courses alone fall short of
// the credits needed, so a learner has to pick electives (learner §9).
const plans = {
  hcsa: {
    compulsory: [
      [1, 2],
      [2, 2],
      [3, 2],
    ],
    elective: [
      [4, 2],
      [5, 1],
      [11, 1],
    ],
  },
  hcsaPrevious: {
    compulsory: [
      [1, 2],
      [2, 2],
      [4, 2],
    ],
    elective: [
      [5, 1],
      [11, 1],
      [8, 2],
    ],
  },
  hcsp: {
    compulsory: [
      [6, 3],
      [7, 2],
    ],
    elective: [
      [8, 2],
      [3, 2],
      [11, 1],
    ],
  },
  hcse: {
    compulsory: [
      [9, 3],
      [10, 3],
    ],
    elective: [
      [7, 2],
      [12, 2],
    ],
  },
  cgsa: {
    compulsory: [
      [21, 3],
      [4, 3],
      [22, 2],
    ],
    elective: [
      [23, 2],
      [24, 2],
      [25, 1],
      [26, 1],
    ],
  },
  cgsp: {
    compulsory: [
      [27, 3],
      [28, 3],
      [29, 2],
    ],
    elective: [
      [23, 2],
      [24, 2],
      [26, 1],
    ],
  },
  // Regional sites publish fewer courses, with more credits each.
  hcsaRegional: {
    compulsory: [
      [1, 3],
      [2, 3],
    ],
    elective: [
      [3, 2],
      [4, 2],
    ],
  },
  hcspRegional: {
    compulsory: [
      [6, 3],
      [7, 3],
    ],
    elective: [
      [8, 2],
      [3, 2],
    ],
  },
  cgsaRegional: {
    compulsory: [
      [21, 4],
      [4, 4],
    ],
    elective: [
      [22, 2],
      [23, 2],
    ],
  },
  thermalAssociate: {
    compulsory: [
      [1, 3],
      [2, 3],
    ],
    elective: [
      [3, 2],
      [4, 2],
    ],
  },
  thermalProfessional: {
    compulsory: [
      [5, 3],
      [6, 3],
    ],
    elective: [
      [3, 2],
      [4, 2],
    ],
  },
  neutralCgsa: {
    compulsory: [
      [1, 4],
      [2, 4],
    ],
    elective: [
      [3, 2],
      [4, 2],
    ],
  },
} satisfies Record<string, CoursePlan>;

export type ReleaseSeed = {
  id: number;
  certificationId: number;
  siteId: number;
  languageId: number;
  parentReleaseId?: number;
  versionLabel: string;
  text: CertificationText;
  cover: string;
  /** The intro video (detailFile), on a few releases only. */
  intro: boolean;
  publishedOn: string;
  sort: number;
  plan: CoursePlan;
};

const cover = (name: string) => `/brand/cert-${name}.svg`;

/** Certification release ids other code and tests rely on. */
// prettier-ignore
export const releaseSeeds: ReleaseSeed[] = [
  // Main English site.
  { id: 101, certificationId: C.hcsa, siteId: 1, languageId: L.en, versionLabel: "v2.0", text: hcsa, cover: cover("hcsa"), intro: true, publishedOn: "2026-03-02", sort: 1, plan: plans.hcsa },
  { id: 102, certificationId: C.hcsp, siteId: 1, languageId: L.en, versionLabel: "v2.0", text: hcsp, cover: cover("hcsp"), intro: true, publishedOn: "2026-03-02", sort: 2, plan: plans.hcsp },
  { id: 103, certificationId: C.hcse, siteId: 1, languageId: L.en, versionLabel: "v1.0", text: hcse, cover: cover("hcse"), intro: false, publishedOn: "2026-04-06", sort: 3, plan: plans.hcse },
  { id: 104, certificationId: C.hcsa, siteId: 1, languageId: L.en, parentReleaseId: 101, versionLabel: "v1.0", text: hcsaPrevious, cover: cover("hcsa"), intro: false, publishedOn: "2026-01-05", sort: 4, plan: plans.hcsaPrevious },
  { id: 111, certificationId: C.cgsa, siteId: 1, languageId: L.en, versionLabel: "v3.0", text: cgsa, cover: cover("cgsa"), intro: true, publishedOn: "2026-02-16", sort: 1, plan: plans.cgsa },
  { id: 112, certificationId: C.cgsp, siteId: 1, languageId: L.en, versionLabel: "v1.0", text: cgsp, cover: cover("cgsp"), intro: false, publishedOn: "2026-04-13", sort: 2, plan: plans.cgsp },
  // Arabic site.
  { id: 201, certificationId: C.hcsa, siteId: 3, languageId: L.ar, versionLabel: "v2.0", text: hcsa, cover: cover("hcsa"), intro: true, publishedOn: "2026-03-09", sort: 1, plan: plans.hcsaRegional },
  { id: 202, certificationId: C.hcsp, siteId: 3, languageId: L.ar, versionLabel: "v2.0", text: hcsp, cover: cover("hcsp"), intro: false, publishedOn: "2026-03-09", sort: 2, plan: plans.hcspRegional },
  { id: 211, certificationId: C.cgsa, siteId: 3, languageId: L.ar, versionLabel: "v3.0", text: cgsa, cover: cover("cgsa"), intro: false, publishedOn: "2026-02-23", sort: 1, plan: plans.cgsaRegional },
  // German site.
  { id: 301, certificationId: C.hcsa, siteId: 8, languageId: L.de, versionLabel: "v2.0", text: hcsa, cover: cover("hcsa"), intro: true, publishedOn: "2026-03-16", sort: 1, plan: plans.hcsaRegional },
  { id: 311, certificationId: C.cgsa, siteId: 8, languageId: L.de, versionLabel: "v3.0", text: cgsa, cover: cover("cgsa"), intro: false, publishedOn: "2026-03-02", sort: 1, plan: plans.cgsaRegional },
  // Asia site.
  { id: 401, certificationId: C.hcsa, siteId: 27, languageId: L.en, versionLabel: "v2.0", text: hcsa, cover: cover("hcsa"), intro: false, publishedOn: "2026-03-23", sort: 1, plan: plans.hcsaRegional },
  { id: 411, certificationId: C.cgsa, siteId: 27, languageId: L.en, versionLabel: "v3.0", text: cgsa, cover: cover("cgsa"), intro: false, publishedOn: "2026-03-23", sort: 1, plan: plans.cgsaRegional },
  // UK site.
  { id: 501, certificationId: C.hcsa, siteId: 2, languageId: L.en, versionLabel: "v2.0", text: hcsa, cover: cover("hcsa"), intro: false, publishedOn: "2026-03-04", sort: 1, plan: plans.hcsaRegional },
  { id: 511, certificationId: C.cgsa, siteId: 2, languageId: L.en, versionLabel: "v3.0", text: cgsa, cover: cover("cgsa"), intro: false, publishedOn: "2026-03-04", sort: 1, plan: plans.cgsaRegional },
  // Thermal tenant, English and Arabic.
  { id: 601, certificationId: C.thermalAssociate, siteId: 19, languageId: L.en, versionLabel: "v1.0", text: thermalAssociate, cover: cover("thermal-associate"), intro: true, publishedOn: "2026-02-09", sort: 1, plan: plans.thermalAssociate },
  { id: 602, certificationId: C.thermalProfessional, siteId: 19, languageId: L.en, versionLabel: "v1.0", text: thermalProfessional, cover: cover("thermal-professional"), intro: false, publishedOn: "2026-03-09", sort: 2, plan: plans.thermalProfessional },
  { id: 651, certificationId: C.thermalAssociate, siteId: 19, languageId: L.ar, versionLabel: "v1.0", text: thermalAssociate, cover: cover("thermal-associate"), intro: true, publishedOn: "2026-02-16", sort: 1, plan: plans.thermalAssociate },
  // Neutral tenant.
  { id: 701, certificationId: C.neutralCgsa, siteId: 30, languageId: L.en, versionLabel: "v1.0", text: cgsa, cover: cover("cgsa"), intro: false, publishedOn: "2026-02-02", sort: 1, plan: plans.neutralCgsa },
];
