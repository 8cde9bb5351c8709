import { multiple, single, trueFalse, type Pool } from "./exam-questions.ts";

/** Networks for security installers: addressing, switches, PoE, remote access (English, Arabic, German). */
export const networkQuestions: Pool = [
  single(0, {
    en: [
      "What does PoE supply to a camera besides data?",
      ["Power", "Video storage", "A time signal", "Audio"],
      "Power over Ethernet carries electrical power on the same cable as the data, so the camera needs no separate power supply.",
    ],
    ar: [
      "ما الذي توفره تقنية PoE للكاميرا إلى جانب البيانات؟",
      ["الطاقة الكهربائية", "تخزين الفيديو", "إشارة الوقت", "الصوت"],
      "تنقل تقنية الطاقة عبر الإيثرنت (PoE) الطاقة الكهربائية على الكابل نفسه الذي ينقل البيانات، فلا تحتاج الكاميرا إلى مصدر طاقة منفصل.",
    ],
    de: [
      "Was liefert PoE einer Kamera neben den Daten?",
      ["Strom", "Videospeicher", "Ein Zeitsignal", "Audio"],
      "Power over Ethernet überträgt die Stromversorgung über dasselbe Kabel wie die Daten, sodass die Kamera kein eigenes Netzteil braucht.",
    ],
  }),
  single(1, {
    en: [
      "Which port does a camera's web interface use over HTTPS by default?",
      ["80", "443", "554", "8000"],
      "HTTPS uses TCP port 443. Port 80 is plain HTTP, 554 is RTSP streaming, and 8000 is the default server (SDK) port of many Hikvision devices.",
    ],
    ar: [
      "ما المنفذ الافتراضي لواجهة ويب الكاميرا عبر HTTPS؟",
      ["80", "443", "554", "8000"],
      "يستخدم HTTPS منفذ TCP رقم 443، أما المنفذ 80 فلبروتوكول HTTP غير المشفّر، و554 لبث RTSP، و8000 هو منفذ الخادم (SDK) الافتراضي في كثير من أجهزة Hikvision.",
    ],
    de: [
      "Welchen Port nutzt die Weboberfläche einer Kamera standardmäßig für HTTPS?",
      ["80", "443", "554", "8000"],
      "HTTPS nutzt TCP-Port 443. Port 80 ist unverschlüsseltes HTTP, 554 RTSP-Streaming, 8000 der Standard-Serverport (SDK) vieler Hikvision-Geräte.",
    ],
  }),
  single(0, {
    en: [
      "Which is a valid private IPv4 address for a camera on a site's LAN?",
      ["192.168.1.64", "8.8.8.8", "256.1.1.10", "127.0.0.1"],
      "192.168.0.0/16 is a private range. 8.8.8.8 is a public address, 256 is not a valid octet, and 127.0.0.1 is the loopback address by which every device reaches itself.",
    ],
    ar: [
      "أي مما يلي عنوان IPv4 خاص صالح لكاميرا في الشبكة المحلية للموقع؟",
      ["192.168.1.64", "8.8.8.8", "256.1.1.10", "127.0.0.1"],
      "النطاق 192.168.0.0/16 نطاق خاص، أما 8.8.8.8 فعنوان عام، والرقم 256 لا يصلح قيمةً لأي خانة، و127.0.0.1 هو عنوان الاسترجاع الذي يشير به كل جهاز إلى نفسه.",
    ],
    de: [
      "Welche ist eine gültige private IPv4-Adresse für eine Kamera im LAN eines Standorts?",
      ["192.168.1.64", "8.8.8.8", "256.1.1.10", "127.0.0.1"],
      "192.168.0.0/16 ist ein privater Bereich. 8.8.8.8 ist eine öffentliche Adresse, 256 ist kein gültiges Oktett, und 127.0.0.1 ist die Loopback-Adresse, mit der jedes Gerät sich selbst erreicht.",
    ],
  }),
  single(0, {
    en: [
      "How many usable host addresses does a subnet with the mask 255.255.255.0 offer?",
      ["254", "256", "255", "65,534"],
      "A /24 subnet has 256 addresses; the network address and the broadcast address cannot be given to devices, which leaves 254.",
    ],
    ar: [
      "كم عدد عناوين الأجهزة القابلة للاستخدام في شبكة فرعية قناعها 255.255.255.0؟",
      ["254", "256", "255", "65534"],
      "تضم الشبكة الفرعية ذات البادئة 24 ما مجموعه 256 عنواناً، ولا يمكن إسناد عنوان الشبكة ولا عنوان البث العام إلى الأجهزة، فيبقى 254 عنواناً.",
    ],
    de: [
      "Wie viele nutzbare Hostadressen bietet ein Subnetz mit der Maske 255.255.255.0?",
      ["254", "256", "255", "65.534"],
      "Ein /24-Netz hat 256 Adressen; Netz- und Broadcastadresse können keinem Gerät zugewiesen werden, es bleiben 254.",
    ],
  }),
  single(0, {
    en: [
      "Which command checks whether a camera answers on the network?",
      ["ping", "format", "chkdsk", "shutdown"],
      "ping sends ICMP echo requests and shows whether, and how fast, the device replies; tracert then shows where along the path the packets stop.",
    ],
    ar: [
      "أي أمر يتحقق مما إذا كانت الكاميرا تستجيب على الشبكة؟",
      ["ping", "format", "chkdsk", "shutdown"],
      "يرسل الأمر ping طلبات صدى ICMP ويُظهر ما إذا كان الجهاز يرد وبأي سرعة، ثم يُظهر الأمر tracert الموضع الذي تتوقف عنده الحزم على المسار.",
    ],
    de: [
      "Mit welchem Befehl prüft man, ob eine Kamera im Netzwerk antwortet?",
      ["ping", "format", "chkdsk", "shutdown"],
      "ping sendet ICMP-Echo-Anfragen und zeigt, ob und wie schnell das Gerät antwortet; tracert zeigt anschließend, wo auf dem Weg die Pakete hängen bleiben.",
    ],
  }),
  single(0, {
    en: [
      "Which PoE standard supplies up to 30 W per port (PoE+)?",
      ["IEEE 802.3at", "IEEE 802.3af", "IEEE 802.11ac", "IEEE 802.1Q"],
      "802.3af (PoE) gives up to 15.4 W per port, 802.3at (PoE+) up to 30 W and 802.3bt up to 60 or 90 W. 802.11ac is Wi-Fi, and 802.1Q defines VLANs.",
    ],
    ar: [
      "أي معيار PoE يوفّر ما يصل إلى 30 واط لكل منفذ (PoE+)؟",
      ["IEEE 802.3at", "IEEE 802.3af", "IEEE 802.11ac", "IEEE 802.1Q"],
      "يوفّر المعيار 802.3af (PoE) حتى 15.4 واط لكل منفذ، و802.3at (PoE+) حتى 30 واط، و802.3bt حتى 60 أو 90 واط. أما 802.11ac فمعيار للشبكات اللاسلكية، و802.1Q يعرّف الشبكات المحلية الافتراضية (VLAN).",
    ],
    de: [
      "Welcher PoE-Standard liefert bis zu 30 W pro Port (PoE+)?",
      ["IEEE 802.3at", "IEEE 802.3af", "IEEE 802.11ac", "IEEE 802.1Q"],
      "802.3af (PoE) liefert bis zu 15,4 W pro Port, 802.3at (PoE+) bis zu 30 W und 802.3bt bis zu 60 oder 90 W. 802.11ac ist WLAN, 802.1Q definiert VLANs.",
    ],
  }),
  single(0, {
    en: [
      "What is the maximum length of a standard Ethernet copper run from the switch to a camera?",
      ["100 m", "30 m", "500 m", "2 km"],
      "Twisted-pair Ethernet (Cat 5e/6) is specified for 100 m per link, patch cords included; longer runs need an extender, another switch or fibre.",
    ],
    ar: [
      "ما أقصى طول لكابل إيثرنت نحاسي قياسي بين المحوّل والكاميرا؟",
      ["100 متر", "30 متراً", "500 متر", "2 كيلومتر"],
      "حُدد طول وصلة الإيثرنت بالكابلات المجدولة (Cat 5e/6) بمئة متر شاملةً كابلات التوصيل، وتحتاج المسافات الأطول إلى مُمدِّد أو محوّل إضافي أو ألياف ضوئية.",
    ],
    de: [
      "Wie lang darf eine normale Ethernet-Kupferstrecke vom Switch zur Kamera höchstens sein?",
      ["100 m", "30 m", "500 m", "2 km"],
      "Twisted-Pair-Ethernet (Cat 5e/6) ist für 100 m pro Strecke einschließlich Patchkabeln spezifiziert; längere Strecken brauchen einen Extender, einen weiteren Switch oder Glasfaser.",
    ],
  }),
  single(0, {
    en: [
      "Why put the cameras in a VLAN of their own?",
      [
        "To separate video traffic from office traffic and limit who can reach the cameras",
        "To raise the cameras' resolution",
        "To power the cameras",
        "To avoid setting IP addresses",
      ],
      "A video VLAN keeps the heavy streams off the office network and, with access rules between VLANs, stops office PCs from reaching the cameras directly.",
    ],
    ar: [
      "لماذا توضع الكاميرات في شبكة محلية افتراضية (VLAN) خاصة بها؟",
      [
        "لفصل حركة الفيديو عن حركة المكاتب وتقييد من يستطيع الوصول إلى الكاميرات",
        "لرفع دقة الكاميرات",
        "لتزويد الكاميرات بالطاقة",
        "للاستغناء عن ضبط عناوين IP",
      ],
      "تُبعد شبكة VLAN الخاصة بالفيديو البث الكثيف عن شبكة المكاتب، ومع قواعد الوصول بين الشبكات تمنع حواسيب المكاتب من الوصول إلى الكاميرات مباشرة.",
    ],
    de: [
      "Warum legt man die Kameras in ein eigenes VLAN?",
      [
        "Um Videoverkehr vom Büroverkehr zu trennen und zu begrenzen, wer die Kameras erreicht",
        "Um die Auflösung der Kameras zu erhöhen",
        "Um die Kameras mit Strom zu versorgen",
        "Um keine IP-Adressen vergeben zu müssen",
      ],
      "Ein Video-VLAN hält die großen Datenströme vom Büronetz fern und verhindert mit Zugriffsregeln zwischen den VLANs, dass Büro-PCs die Kameras direkt erreichen.",
    ],
  }),
  multiple([0, 1, 2], {
    en: [
      "Which settings does a camera need to reach devices in another subnet?",
      ["IP address", "Subnet mask", "Default gateway", "Channel name"],
      "The address and the mask place the camera in its subnet; traffic to other subnets goes through the default gateway. The channel name is only a label.",
    ],
    ar: [
      "أي الإعدادات تحتاجها الكاميرا للوصول إلى أجهزة في شبكة فرعية أخرى؟",
      ["عنوان IP", "قناع الشبكة الفرعية", "البوابة الافتراضية", "اسم القناة"],
      "يضع العنوان والقناع الكاميرا في شبكتها الفرعية، وتمر الحركة الموجهة إلى الشبكات الأخرى عبر البوابة الافتراضية، أما اسم القناة فمجرد تسمية.",
    ],
    de: [
      "Welche Einstellungen braucht eine Kamera, um Geräte in einem anderen Subnetz zu erreichen?",
      ["IP-Adresse", "Subnetzmaske", "Standardgateway", "Kanalname"],
      "Adresse und Maske ordnen die Kamera ihrem Subnetz zu; Verkehr in andere Subnetze läuft über das Standardgateway. Der Kanalname ist nur eine Bezeichnung.",
    ],
  }),
  multiple([0, 1, 2], {
    en: [
      "What should you check when choosing a PoE switch for eight cameras?",
      [
        "The switch's total PoE budget",
        "The power each port can deliver",
        "The uplink bandwidth to the recorder",
        "The focal length of the cameras' lenses",
      ],
      "The total budget must cover all cameras with headroom, each port must deliver its camera's power class, and the uplink must carry all streams; the lenses do not matter to the switch.",
    ],
    ar: [
      "ما الذي يجب التحقق منه عند اختيار محوّل PoE لثماني كاميرات؟",
      [
        "إجمالي ميزانية PoE للمحوّل",
        "القدرة التي يستطيع كل منفذ توفيرها",
        "عرض نطاق الوصلة الصاعدة إلى المسجل",
        "البعد البؤري لعدسات الكاميرات",
      ],
      "يجب أن تغطي الميزانية الإجمالية جميع الكاميرات مع هامش إضافي، وأن يوفّر كل منفذ القدرة التي تتطلبها فئة الكاميرا، وأن تحمل الوصلة الصاعدة كل البث، أما العدسات فلا شأن للمحوّل بها.",
    ],
    de: [
      "Was prüfen Sie bei der Auswahl eines PoE-Switches für acht Kameras?",
      [
        "Das gesamte PoE-Budget des Switches",
        "Die Leistung, die jeder Port liefern kann",
        "Die Uplink-Bandbreite zum Rekorder",
        "Die Brennweite der Kameraobjektive",
      ],
      "Das Gesamtbudget muss alle Kameras mit Reserve abdecken, jeder Port muss die Leistungsklasse seiner Kamera liefern und der Uplink alle Streams tragen; die Objektive spielen für den Switch keine Rolle.",
    ],
  }),
  trueFalse(true, {
    en: [
      "A PoE switch has a power budget shared by all its ports.",
      "A 16-port switch with a 130 W budget cannot give every port 30 W at once; add up the cameras' consumption before choosing it.",
    ],
    ar: [
      "لمحوّل PoE ميزانية طاقة إجمالية تتقاسمها جميع منافذه.",
      "لا يستطيع محوّل من 16 منفذاً بميزانية 130 واط أن يمنح كل منفذ 30 واط في الوقت نفسه، لذا اجمع استهلاك الكاميرات قبل اختياره.",
    ],
    de: [
      "Ein PoE-Switch hat ein Leistungsbudget, das sich alle Ports teilen.",
      "Ein 16-Port-Switch mit 130 W Budget kann nicht jedem Port gleichzeitig 30 W liefern; addieren Sie den Verbrauch der Kameras, bevor Sie ihn auswählen.",
    ],
  }),
  trueFalse(true, {
    en: [
      "Cameras and recorders should synchronise their clocks with NTP.",
      "Recordings are evidence: every device must show the same, correct time, so that events from several cameras line up.",
    ],
    ar: [
      "ينبغي أن تزامن الكاميرات والمسجلات ساعاتها عبر بروتوكول NTP.",
      "التسجيلات أدلة، لذا يجب أن تعرض كل الأجهزة الوقت الصحيح نفسه حتى تتطابق الأحداث المسجلة من عدة كاميرات.",
    ],
    de: [
      "Kameras und Rekorder sollten ihre Uhren per NTP synchronisieren.",
      "Aufnahmen sind Beweismittel: Alle Geräte müssen dieselbe, richtige Uhrzeit zeigen, damit Ereignisse mehrerer Kameras zeitlich zusammenpassen.",
    ],
  }),
  trueFalse(false, {
    en: [
      "Forwarding a camera's web port to the internet is the safest way to give remote access.",
      "An open port exposes the camera to scans and attacks from anywhere; use a VPN or the vendor's cloud service instead.",
    ],
    ar: [
      "إعادة توجيه منفذ الويب الخاص بالكاميرا إلى الإنترنت هي الطريقة الأكثر أماناً لإتاحة الوصول عن بُعد.",
      "المنفذ المفتوح يعرّض الكاميرا لعمليات المسح والهجمات من أي مكان، لذا استخدم بدلاً منه شبكة VPN أو الخدمة السحابية للشركة المصنّعة.",
    ],
    de: [
      "Den Webport einer Kamera ins Internet weiterzuleiten, ist der sicherste Weg für den Fernzugriff.",
      "Ein offener Port macht die Kamera für Scans und Angriffe von überall erreichbar; nutzen Sie stattdessen ein VPN oder den Cloud-Dienst des Herstellers.",
    ],
  }),
];

/** Cybersecurity of video systems: accounts, services, firmware, segmentation (English, Arabic). */
export const cyberQuestions: Pool = [
  single(0, {
    en: [
      "What is the safest way to let a site owner view the cameras remotely?",
      [
        "Through a VPN or the vendor's cloud service, with accounts of their own",
        "By forwarding the recorder's ports on the router",
        "By putting the recorder in the router's DMZ",
        "By sharing the admin password with the owner",
      ],
      "A VPN or a cloud relay opens no inbound port on the site; the owner gets an account of their own, never the admin password.",
    ],
    ar: [
      "ما الطريقة الأكثر أماناً لتمكين مالك الموقع من مشاهدة الكاميرات عن بُعد؟",
      [
        "عبر شبكة VPN أو الخدمة السحابية للشركة المصنّعة، بحسابات خاصة به",
        "بإعادة توجيه منافذ المسجل في جهاز التوجيه (الراوتر)",
        "بوضع المسجل في المنطقة المنزوعة السلاح (DMZ) في الراوتر",
        "بمشاركة كلمة مرور المسؤول مع المالك",
      ],
      "لا تفتح شبكة VPN ولا الخدمة السحابية أي منفذ وارد في الموقع، ويحصل المالك على حساب خاص به، لا على كلمة مرور المسؤول أبداً.",
    ],
  }),
  single(0, {
    en: [
      "Which protocol should replace HTTP for a camera's web interface?",
      ["HTTPS", "FTP", "Telnet", "UPnP"],
      "HTTPS encrypts the session with TLS, so passwords and settings cannot be read on the network; FTP and Telnet send them in clear text.",
    ],
    ar: [
      "أي بروتوكول ينبغي أن يحل محل HTTP في واجهة ويب الكاميرا؟",
      ["HTTPS", "FTP", "Telnet", "UPnP"],
      "يشفّر HTTPS الجلسة ببروتوكول TLS، فلا يمكن قراءة كلمات المرور والإعدادات على الشبكة، أما FTP وTelnet فيرسلانها نصاً غير مشفّر.",
    ],
  }),
  single(0, {
    en: [
      "Which service should be turned off when not needed, because it opens router ports by itself?",
      ["UPnP", "HTTPS", "NTP", "RTSP on the local network"],
      "UPnP lets a device open ports on the router without anyone noticing, exposing it to the internet; turn it off and open nothing you have not decided to open.",
    ],
    ar: [
      "أي خدمة ينبغي إيقافها عند عدم الحاجة إليها لأنها تفتح منافذ في الراوتر من تلقاء نفسها؟",
      ["UPnP", "HTTPS", "NTP", "RTSP داخل الشبكة المحلية"],
      "تتيح خدمة UPnP للجهاز فتح منافذ في الراوتر دون علم أحد، فتعرّضه للإنترنت، لذا عطّلها ولا تفتح أي منفذ لم تقرر فتحه بنفسك.",
    ],
  }),
  single(0, {
    en: [
      "Where should firmware updates be downloaded from?",
      [
        "The manufacturer's official website or portal",
        "A forum post promising a faster version",
        "Any file-sharing site",
        "A USB stick found on site",
      ],
      "Only the manufacturer's signed firmware can be trusted; modified images from other sources can carry malware or leave the device unusable.",
    ],
    ar: [
      "من أين ينبغي تنزيل تحديثات البرامج الثابتة؟",
      [
        "من الموقع الرسمي للشركة المصنّعة أو بوابتها",
        "من منشور في منتدى يعد بنسخة أسرع",
        "من أي موقع لمشاركة الملفات",
        "من ذاكرة USB عُثر عليها في الموقع",
      ],
      "لا يوثق إلا بالبرامج الثابتة الموقّعة من الشركة المصنّعة، فالنسخ المعدّلة من مصادر أخرى قد تحمل برمجيات خبيثة أو تجعل الجهاز غير صالح للاستخدام.",
    ],
  }),
  single(0, {
    en: [
      "What does locking an account after several failed logins protect against?",
      ["Guessing passwords by brute force", "Power failures", "Disk errors", "Network loops"],
      "Without a lockout an attacker can try thousands of passwords; locking the account or the source address for a while makes guessing impractical.",
    ],
    ar: [
      "ما الذي يحمي منه قفلُ الحساب بعد عدة محاولات دخول فاشلة؟",
      [
        "تخمين كلمات المرور بالقوة الغاشمة",
        "انقطاع التيار الكهربائي",
        "أخطاء الأقراص",
        "الحلقات في الشبكة",
      ],
      "دون القفل يستطيع المهاجم تجربة آلاف كلمات المرور، أما قفل الحساب أو العنوان المصدر لفترة فيجعل التخمين غير عملي.",
    ],
  }),
  single(0, {
    en: [
      "Why should each operator have their own account instead of a shared admin login?",
      [
        "So that logs show who did what, and rights can be limited per person",
        "Because shared accounts slow the recorder down",
        "Because cameras allow only one session",
        "So that passwords never need to change",
      ],
      "Personal accounts make actions traceable, let you give each person only the rights they need, and can be removed when someone leaves.",
    ],
    ar: [
      "لماذا ينبغي أن يكون لكل مشغّل حساب خاص به بدلاً من حساب مسؤول مشترك؟",
      [
        "لكي تُظهر السجلات من فعل ماذا، ولكي تُقيَّد الصلاحيات لكل شخص",
        "لأن الحسابات المشتركة تبطئ المسجل",
        "لأن الكاميرات لا تسمح إلا بجلسة واحدة",
        "لكي لا تحتاج كلمات المرور إلى تغيير أبداً",
      ],
      "تجعل الحسابات الشخصية الإجراءات قابلة للتتبع، وتتيح منح كل شخص الصلاحيات التي يحتاجها فقط، ويمكن حذفها عند مغادرة صاحبها.",
    ],
  }),
  single(0, {
    en: [
      "What does IP address filtering on a camera do?",
      [
        "Allows only listed addresses, such as the recorder's, to connect",
        "Hides the camera from the recorder",
        "Changes the camera's address every day",
        "Encrypts the video stream",
      ],
      "An allow list limits who may connect: if only the NVR and the admin PC are listed, a compromised office PC cannot reach the camera.",
    ],
    ar: [
      "ما وظيفة تصفية عناوين IP في الكاميرا؟",
      [
        "السماح بالاتصال للعناوين المدرجة فقط، مثل عنوان المسجل",
        "إخفاء الكاميرا عن المسجل",
        "تغيير عنوان الكاميرا كل يوم",
        "تشفير بث الفيديو",
      ],
      "تحدّ قائمة السماح ممن يستطيع الاتصال: فإذا لم يُدرج إلا المسجل وحاسوب المسؤول، لا يستطيع حاسوب مكتبي مخترق الوصول إلى الكاميرا.",
    ],
  }),
  multiple([0, 1], {
    en: [
      "Which measures harden a camera against attacks?",
      [
        "Strong, unique passwords",
        "Current firmware",
        "Leaving Telnet open for support",
        "Exposing the default ports to the internet",
      ],
      "Strong passwords and current firmware close the usual ways in; an open Telnet service and exposed ports are exactly what attackers scan for.",
    ],
    ar: [
      "أي الإجراءات تحصّن الكاميرا ضد الهجمات؟",
      [
        "كلمات مرور قوية وفريدة",
        "برامج ثابتة محدّثة",
        "إبقاء Telnet مفتوحاً لأغراض الدعم",
        "كشف المنافذ الافتراضية على الإنترنت",
      ],
      "تُغلق كلمات المرور القوية والبرامج الثابتة المحدّثة الطرق المعتادة للاختراق، أما خدمة Telnet المفتوحة والمنافذ المكشوفة فهي بالضبط ما يبحث عنه المهاجمون.",
    ],
  }),
  multiple([0, 1, 2], {
    en: [
      "What makes a device password strong?",
      [
        "At least 12 characters",
        "A mix of letters, digits and symbols",
        "Not being used on any other device",
        "Being the device's serial number",
      ],
      "Length, variety and uniqueness defeat guessing and the reuse of stolen passwords; a serial number is printed on the device and easy to find.",
    ],
    ar: [
      "ما الذي يجعل كلمة مرور الجهاز قوية؟",
      [
        "ألا يقل طولها عن 12 حرفاً",
        "المزج بين الحروف والأرقام والرموز",
        "عدم استخدامها في أي جهاز آخر",
        "أن تكون هي الرقم التسلسلي للجهاز",
      ],
      "الطول والتنوع والتفرّد تُفشل التخمين وإعادة استخدام كلمات المرور المسروقة، أما الرقم التسلسلي فمطبوع على الجهاز ويسهل العثور عليه.",
    ],
  }),
  trueFalse(false, {
    en: [
      "Default passwords may be kept on a camera inside a private network.",
      "Attackers who reach the LAN, through a phishing e-mail or an infected PC, try default passwords first; every device needs its own strong password.",
    ],
    ar: [
      "يمكن الإبقاء على كلمات المرور الافتراضية في كاميرا موجودة داخل شبكة خاصة.",
      "المهاجم الذي يصل إلى الشبكة المحلية، عبر رسالة تصيّد أو حاسوب مصاب، يجرّب كلمات المرور الافتراضية أولاً، لذا يحتاج كل جهاز إلى كلمة مرور قوية خاصة به.",
    ],
  }),
  trueFalse(true, {
    en: [
      "Firmware updates can fix security vulnerabilities, so they should be checked for regularly.",
      "Manufacturers publish security advisories and fixed firmware; a maintenance plan checks for them and installs them after testing.",
    ],
    ar: [
      "قد تعالج تحديثات البرامج الثابتة ثغرات أمنية، لذا ينبغي التحقق منها بانتظام.",
      "تنشر الشركات المصنّعة نشرات أمنية وبرامج ثابتة مصحَّحة، وتتضمن خطة الصيانة الجيدة التحقق منها وتثبيتها بعد اختبارها.",
    ],
  }),
  trueFalse(true, {
    en: [
      "Putting the video system in a separate network segment limits how far an attacker can move from an infected office PC.",
      "Segmentation, with firewall rules between the segments, stops an attacker on the office network from reaching the cameras and recorders directly.",
    ],
    ar: [
      "وضع نظام الفيديو في قطاع شبكي منفصل يحدّ من قدرة المهاجم على التنقل انطلاقاً من حاسوب مكتبي مصاب.",
      "يمنع التقسيم، مع قواعد الجدار الناري بين القطاعات، المهاجمَ الموجود في شبكة المكاتب من الوصول إلى الكاميرات والمسجلات مباشرة.",
    ],
  }),
];
