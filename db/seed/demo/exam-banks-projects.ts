import { multiple, single, trueFalse, type Pool } from "./exam-questions.ts";

/** Site survey and risk assessment (English). */
export const surveyQuestions: Pool = [
  single(0, {
    en: [
      "In a security risk assessment, a risk is usually rated by…",
      [
        "The likelihood of a threat and its impact",
        "The number of cameras installed",
        "The price of the equipment",
        "The size of the site in square metres",
      ],
      "Rating likelihood and impact for each threat shows which risks need measures first and how strong those measures must be.",
    ],
  }),
  single(0, {
    en: [
      "What is an asset in a risk assessment?",
      [
        "Anything of value to protect: people, property, information or operations",
        "Any installed camera",
        "The security company's invoice",
        "The threat itself",
      ],
      "Assets are what the system protects; threats act against them, and vulnerabilities are the weaknesses that let threats succeed.",
    ],
  }),
  single(0, {
    en: [
      "What is a vulnerability?",
      [
        "A weakness that a threat can exploit",
        "A person who attacks the site",
        "The value of an asset",
        "An alarm receiving centre",
      ],
      "An unlit gate or a door without a contact is a vulnerability; a burglar is a threat that exploits it.",
    ],
  }),
  single(0, {
    en: [
      "Which instrument measures the light at a camera position during a night survey?",
      ["A lux meter", "A multimeter", "A cable tester", "A compass"],
      "The light level decides whether colour cameras suffice, infrared is needed, or extra lighting must be installed.",
    ],
  }),
  single(0, {
    en: [
      "What is the purpose of the survey report?",
      [
        "To record the findings and requirements that the proposal is based on and the customer agrees to",
        "To replace the installation manual",
        "To list the installers' working hours",
        "To store the devices' passwords",
      ],
      "A signed survey report fixes what the customer asked for, so the design and the acceptance test can be checked against it.",
    ],
  }),
  single(0, {
    en: [
      "Which principle protects a site in layers, from the outside in?",
      [
        "Deter, detect, delay, respond",
        "Install, invoice, leave",
        "Record everything, watch nothing",
        "One camera per door",
      ],
      "Layers such as fences, detection, locks and a response plan make an intruder need longer than the response takes.",
    ],
  }),
  single(0, {
    en: [
      "Whom should you interview during a survey to learn what the operators must see?",
      [
        "The people who will operate the system and respond to its alarms",
        "Only the purchasing department",
        "The camera manufacturer",
        "Nobody: the drawings are enough",
      ],
      "Operators and responders know the incidents and routines; their needs become the operational requirements of each area.",
    ],
  }),
  multiple([0, 1, 2], {
    en: [
      "What should you record during a site walk?",
      [
        "Photos of each proposed camera position",
        "Cable routes and distances",
        "Light conditions by day and by night",
        "The customer's bank details",
      ],
      "Photos, cable routes and light conditions are needed to design and quote correctly; bank details do not belong in a technical survey.",
    ],
  }),
  multiple([0, 1, 2], {
    en: [
      "Which of these are threats?",
      ["Burglary", "Vandalism", "Unauthorised entry", "A perimeter fence"],
      "Threats are events or people that can cause harm; a fence is a protective measure.",
    ],
  }),
  trueFalse(true, {
    en: [
      "A risk assessment should be repeated when the site or its use changes.",
      "New buildings, new tenants or new valuables change the threats and vulnerabilities, so the measures must be reviewed.",
    ],
  }),
  trueFalse(false, {
    en: [
      "Every area of a site needs the same level of protection.",
      "Protection follows risk: a server room or a cash office needs more than a corridor.",
    ],
  }),
  trueFalse(true, {
    en: [
      "A proposal should tell the customer which risks the system does not cover.",
      "Stating the residual risks lets the customer decide on further measures and avoids false expectations.",
    ],
  }),
];

/** Integrated security systems: open standards, links between systems, testing (English). */
export const integrationQuestions: Pool = [
  single(0, {
    en: [
      "What does OSDP connect?",
      [
        "Card readers to access controllers",
        "Cameras to recorders over fibre",
        "Alarm panels to the telephone network",
        "Monitors to video decoders",
      ],
      "OSDP is a two-way protocol over RS-485 between readers and controllers, published by the Security Industry Association.",
    ],
  }),
  single(0, {
    en: [
      "Why is OSDP with Secure Channel preferred to Wiegand?",
      [
        "It encrypts and supervises the link between reader and controller",
        "It needs no cable",
        "It works only with PIN pads",
        "It has no wiring rules",
      ],
      "Wiegand sends card data in clear and one way, so it can be sniffed or replayed; OSDP Secure Channel is encrypted and notices a removed reader.",
    ],
  }),
  single(0, {
    en: [
      "Which ONVIF profile covers video streaming and basic camera control?",
      ["Profile S", "Profile C", "Profile G", "Profile A"],
      "Profile S covers streaming, PTZ and basic configuration; Profile G covers recording on the device, Profiles C and A access control.",
    ],
  }),
  single(0, {
    en: [
      "What is a typical link between access control and video?",
      [
        "A door event shows that door's camera together with the recorded clip",
        "Cameras open doors by themselves",
        "Card readers record video",
        "Recorders issue access cards",
      ],
      "Linking a door's events to its camera lets operators see who used the card, which turns a log line into evidence.",
    ],
  }),
  single(0, {
    en: [
      "What is a site acceptance test (SAT)?",
      [
        "A test on site proving that the installed system meets the agreed requirements",
        "A factory test of each camera",
        "A test of the operators' knowledge",
        "A check of the invoice",
      ],
      "The SAT walks through the requirements and the integration scenarios; the customer signs it before handover.",
    ],
  }),
  single(0, {
    en: [
      "What is the main risk of a closed, proprietary integration?",
      [
        "Lock-in: changes and extensions depend on a single supplier",
        "It cannot show live video",
        "It needs no maintenance",
        "It is always cheaper to extend",
      ],
      "Open standards such as ONVIF and OSDP keep the choice of devices and suppliers open for the life of the system.",
    ],
  }),
  single(0, {
    en: [
      "What should the operator's single interface of an integrated system provide?",
      [
        "Video, access and alarm events handled on one screen, with the related video",
        "A separate program for every device",
        "Only live video",
        "Only the event log",
      ],
      "Integration pays off when an operator sees an event, its video and its procedure in one place and acts faster.",
    ],
  }),
  multiple([0, 1, 2], {
    en: [
      "What can an intrusion alarm trigger in an integrated system?",
      [
        "A PTZ camera turning to a preset",
        "Recording with a bookmark on the event",
        "A video pop-up at the operator's workstation",
        "Resetting all door schedules",
      ],
      "Alarm-to-video links bring the right image to the operator and mark the evidence; an intrusion alarm does not change door schedules.",
    ],
  }),
  multiple([0, 1, 2], {
    en: [
      "What should the test of an integrated system cover?",
      [
        "That each event reaches the right operator",
        "That the links between systems act as specified",
        "How the system behaves when one link fails",
        "Only the image quality of the cameras",
      ],
      "Integration is tested end to end, including the failure of interfaces; image quality alone says nothing about the integration.",
    ],
  }),
  trueFalse(false, {
    en: [
      "Wiegand transmits card data encrypted.",
      "Wiegand is a one-way, unencrypted protocol; a device tapped into the wires can read and replay card numbers.",
    ],
  }),
  trueFalse(true, {
    en: [
      "A firmware update of one subsystem can break an integration, so its links should be tested again.",
      "Interfaces change with firmware; a short regression test of the integration scenarios after each update avoids surprises.",
    ],
  }),
  trueFalse(true, {
    en: [
      "Cameras and recorders conformant to the same ONVIF profile work together for that profile's features.",
      "Conformance to a shared profile guarantees its features; features outside the profile may still need a vendor integration.",
    ],
  }),
];
