import { multiple, single, trueFalse, type Pool } from "./exam-questions.ts";

/** Large-scale system design: requirements, networks, redundancy, control rooms (English). */
export const designQuestions: Pool = [
  single(0, {
    en: [
      "What should the design of a large video system start with?",
      [
        "Operational requirements agreed with the customer",
        "The cheapest camera on the price list",
        "The recorder with the most channels",
        "The colour of the housings",
      ],
      "Requirements per area (what must be seen, by whom, and how long it is kept) drive every later choice: cameras, network, storage and control room.",
    ],
  }),
  single(0, {
    en: [
      "Which figure tells how much detail a camera gives of a target at a given distance?",
      [
        "Pixel density in pixels per metre",
        "The frame rate",
        "The bitrate",
        "The number of presets",
      ],
      "Pixel density (px/m at the target) links resolution, field of view and distance; EN 62676-4 sets levels such as 125 px/m to recognise and 250 px/m to identify a person.",
    ],
  }),
  single(0, {
    en: [
      "Why use a layered core, distribution and access network for thousands of streams?",
      [
        "It spreads the traffic and lets the network grow and survive link failures",
        "It removes the need for switches",
        "It lets cameras work without IP addresses",
        "It makes recording servers unnecessary",
      ],
      "Access switches connect the cameras, distribution switches aggregate them and the core carries the total; redundant links between the layers keep video flowing when one fails.",
    ],
  }),
  single(0, {
    en: [
      "Which technique lets one live stream reach many viewers without being copied on every link?",
      ["Multicast", "Unicast to each viewer", "Port forwarding", "DHCP"],
      "With multicast the network copies the stream only where paths split, so ten viewers do not cost ten times the bandwidth on the camera's link.",
    ],
  }),
  single(0, {
    en: [
      "What is N+1 redundancy for recording servers?",
      [
        "One spare server takes over the cameras of any failed server",
        "Each camera records to N servers at once",
        "One server more than there are cameras",
        "A backup made every N+1 days",
      ],
      "A standby server watches the N working servers and continues the recording of whichever one fails, at the cost of a single extra server.",
    ],
  }),
  single(0, {
    en: [
      "Which sizing figure matters most for the core switches?",
      [
        "The total peak bandwidth of all streams crossing them",
        "The number of camera models",
        "The length of the camera names",
        "The size of the operators' monitors",
      ],
      "The core carries recording and viewing streams together; size it for the peak with headroom, not for the average.",
    ],
  }),
  single(0, {
    en: [
      "Why are sub-streams used for video walls with many tiles?",
      [
        "They cut decoding load and bandwidth where a small tile cannot show full resolution anyway",
        "They raise the resolution of each tile",
        "They encrypt the video",
        "They extend the retention time",
      ],
      "A 4K stream in a tile the size of a postcard wastes bandwidth and decoder power; the client switches to the main stream when a tile is enlarged.",
    ],
  }),
  multiple([0, 1, 2], {
    en: [
      "Which belong in a design report?",
      [
        "Camera positions and fields of view on the drawings",
        "Bandwidth and storage calculations",
        "The redundancy concept",
        "The operators' personal passwords",
      ],
      "The report shows what will be installed and why it meets the requirements; passwords are set at commissioning and never written into documents.",
    ],
  }),
  multiple([0, 1, 2], {
    en: [
      "Which measures keep recording running when a server or a disk fails?",
      [
        "A failover recording server",
        "RAID on the storage",
        "Dual power supplies",
        "Lowering every camera's frame rate",
      ],
      "Failover servers, RAID and redundant power remove single points of failure; a lower frame rate only saves storage.",
    ],
  }),
  trueFalse(true, {
    en: [
      "Camera placement tools help check coverage and pixel density before installation.",
      "Design tools draw each camera's field of view and pixel density on the site plan, so gaps and weak spots are found on paper rather than on site.",
    ],
  }),
  trueFalse(true, {
    en: [
      "Multicast video needs IGMP snooping on the switches, or the streams flood every port.",
      "Without IGMP snooping a switch treats multicast like broadcast and sends every stream to every port, overloading cameras and PCs.",
    ],
  }),
  trueFalse(false, {
    en: [
      "A design for an airport can use one retention period for every area without asking the customer.",
      "Retention follows the operational and legal requirements of each area (gates, car parks, offices); it must be agreed, not assumed.",
    ],
  }),
];

/** Deep-learning analytics at scale: search, counting, privacy (English). */
export const deepLearningQuestions: Pool = [
  single(0, {
    en: [
      "How does a search by face picture find a person in recorded video?",
      [
        "It compares a reference picture with the faces the cameras captured",
        "It reads the person's ID card",
        "It tracks the person's phone",
        "It plays every recording at high speed",
      ],
      "Deep-learning recorders store a feature model of every captured face; the search compares the reference picture with those models and returns the closest matches.",
    ],
  }),
  single(0, {
    en: [
      "What do vehicle attribute searches use?",
      [
        "Attributes such as colour, type and direction of travel",
        "The driver's phone number",
        "The engine temperature",
        "The recorder's serial number",
      ],
      "Analytics tag each captured vehicle with attributes, so an operator can ask for a white van heading north between 14:00 and 15:00 instead of watching hours of video.",
    ],
  }),
  single(0, {
    en: [
      "What does a heat map show?",
      [
        "Where people spend the most time or pass most often in an area",
        "The temperature of the recorder",
        "Which cameras run hot",
        "Where the Wi-Fi signal is strongest",
      ],
      "A heat map colours the image by how much activity each part of the scene saw over a period, which helps with shop layouts and queues.",
    ],
  }),
  single(0, {
    en: [
      "How are people-counting cameras usually mounted?",
      [
        "Overhead, looking straight down at the entrance",
        "At eye level, facing the street",
        "On the floor, pointing up",
        "On a PTZ camera that patrols the room",
      ],
      "Looking down keeps people from hiding each other, so each person crossing the counting line is seen separately.",
    ],
  }),
  single(0, {
    en: [
      "Under data-protection rules, how long should face data be kept?",
      [
        "No longer than its purpose requires, as the site's policy defines",
        "For ever, in case it is needed",
        "Exactly ten years",
        "Until the disk is full, whatever the purpose",
      ],
      "Data-protection law such as the GDPR requires storage limitation: a documented retention period tied to the purpose, then deletion.",
    ],
  }),
  single(0, {
    en: [
      "What does privacy masking do?",
      [
        "Hides chosen areas of the image in live view and in recordings",
        "Encrypts the camera's password",
        "Blocks the camera's network port",
        "Blurs the whole image at night",
      ],
      "Masks cover the windows of neighbouring homes, keypads or desks, so the camera records only what it is meant to.",
    ],
  }),
  single(0, {
    en: [
      "Why do deep-learning recorders have GPUs or dedicated AI chips?",
      [
        "To run neural networks on many streams in real time",
        "To store more video",
        "To power PoE cameras",
        "To replace the network switch",
      ],
      "Running neural networks is heavy computing: dedicated hardware analyses dozens of streams at once where a normal CPU would manage a few.",
    ],
  }),
  multiple([0, 1, 2], {
    en: [
      "Which attributes can a human body search use?",
      [
        "The colour of upper and lower clothing",
        "Carrying a bag or backpack",
        "Wearing a hat",
        "Blood type",
      ],
      "Body attribute analytics describe what is visible (clothing colours, bags, hats), which helps to find a person whose face cannot be seen.",
    ],
  }),
  multiple([0, 1, 2], {
    en: [
      "Which measures belong in the data-protection plan of a face recognition system?",
      [
        "A defined retention period",
        "Access for authorised roles only",
        "Signs that inform people about the recording",
        "Sharing the face library with any partner who asks",
      ],
      "Limited retention, restricted access and transparency are core requirements; a face library is personal data and is never shared without a legal basis.",
    ],
  }),
  trueFalse(true, {
    en: [
      "A face library is personal data and must be protected like any other personal data.",
      "Face images and their features identify people; many countries even treat them as a special category of data with stricter rules.",
    ],
  }),
  trueFalse(false, {
    en: [
      "A heat map identifies each person in the scene by name.",
      "Heat maps add up activity over time; they show where people went, not who they were.",
    ],
  }),
  trueFalse(true, {
    en: [
      "Counting accuracy depends on the mounting height and angle of the camera.",
      "Too low or too flat an angle lets people overlap or leave the counting area; follow the mounting heights in the camera's guide.",
    ],
  }),
];
