import { z } from "zod";
import { approverPage } from "./classroom.ts";
import { endpoints, idSchema, scopeSchema } from "./endpoint.ts";
import {
  APPLICATION_LIMITS,
  CAPTCHA_LENGTH,
  TRAINER_PAGE_SIZE_DEFAULT,
  TRAINER_PAGE_SIZES,
} from "./trainer-team-rules.ts";

/** The trainer team page's texts for a site and language, and the regions its trainers teach in. */
export const trainerConfigSchema = z.object({
  heading: z.string(),
  intro: z.string(),
  /** Whether the page invites trainers to apply (/join-us-as-a-trainer). */
  showJoinUs: z.boolean(),
  joinUsTitle: z.string(),
  joinUsText: z.string(),
  /** The distinct regions of the site's trainers, for the filter. */
  regions: z.array(z.string()),
});
export type TrainerConfig = z.infer<typeof trainerConfigSchema>;

export const trainerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  photoUrl: z.string(),
  title: z.string(),
  expertise: z.string(),
  region: z.string(),
});
export type Trainer = z.infer<typeof trainerSchema>;

export const trainerQuerySchema = z.object({
  pageNum: z.coerce.number<number>().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number<number>()
    .refine((size) => (TRAINER_PAGE_SIZES as readonly number[]).includes(size), {
      message: `one of ${TRAINER_PAGE_SIZES.join(", ")}`,
    })
    .default(TRAINER_PAGE_SIZE_DEFAULT),
  region: z.string().trim().max(APPLICATION_LIMITS.region).optional(),
  keyword: z.string().trim().max(100).optional(),
});
export type TrainerQuery = z.input<typeof trainerQuerySchema>;

export const trainerPageSchema = z.object({
  rows: z.array(trainerSchema),
  total: z.number().int(),
});
export type TrainerPage = z.infer<typeof trainerPageSchema>;

export const captchaSchema = z.object({
  /** What the form sends back with the answer. */
  captchaId: z.string(),
  /** A PNG as a data: URL. */
  image: z.string(),
  expiresInSeconds: z.number().int(),
  /**
   * Demo mode only: the answer in clear, so a demonstration (and the browser
   * journeys) can fill in the form. A demo install publishes its accounts'
   * passwords as well and is not meant to face the public.
   */
  demoAnswer: z.string().optional(),
});
export type Captcha = z.infer<typeof captchaSchema>;

const required = (max: number) => z.string().trim().min(1).max(max);

/**
 * The trainer application form (frame §2 /join-us-as-a-trainer): the page's
 * form validates with the same schema as the server.
 */
export const trainerApplicationSchema = z.object({
  fullName: required(APPLICATION_LIMITS.fullName),
  email: z.email().max(APPLICATION_LIMITS.email),
  phone: z.string().trim().max(APPLICATION_LIMITS.phone).default(""),
  region: required(APPLICATION_LIMITS.region),
  company: z.string().trim().max(APPLICATION_LIMITS.company).default(""),
  expertise: required(APPLICATION_LIMITS.expertise),
  message: z.string().trim().max(APPLICATION_LIMITS.message).default(""),
  /** The token the CV upload answered with. */
  fileToken: z.string().regex(/^[a-f0-9]{32}$/),
  captchaId: z.string().regex(/^[a-f0-9]{32}$/),
  captchaCode: z.string().trim().length(CAPTCHA_LENGTH),
  /** The applicant agrees to the handling of their data (decision in 7, deletion in 3 business days). */
  agree: z.literal(true),
});
export type TrainerApplicationInput = z.input<typeof trainerApplicationSchema>;

/** An undecided application as the site's approver sees it. */
export const pendingTrainerApplicationSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  region: z.string(),
  company: z.string(),
  expertise: z.string(),
  message: z.string(),
  /** When it was sent, and when the decision is due (7 business days later), ISO 8601. */
  createdAt: z.string(),
  decisionBy: z.string(),
  /** The CV as uploaded: its name, the type its bytes were sniffed as, its size. */
  cvName: z.string(),
  cvType: z.enum(["pdf", "doc", "docx"]),
  cvSizeBytes: z.number().int(),
});
export type PendingTrainerApplication = z.infer<typeof pendingTrainerApplicationSchema>;

/** Accept and decline take the same request and answer alike. */
const applicationDecision = {
  method: "POST",
  request: scopeSchema.extend({ id: idSchema }),
  response: z.object({
    id: z.number().int(),
    status: z.enum(["accepted", "declined"]),
    decidedAt: z.string(),
    /** A decline: when the application and its CV are deleted (3 business days later); null on accept. */
    deleteAfter: z.string().nullable(),
  }),
} as const;

/**
 * The site approvers' calls on trainer applications (our names: the spec
 * shows no trainer-side screens; they follow /admin/registration/*).
 */
export const trainerApplicationAdminApi = endpoints({
  pendingApplications: {
    path: "/admin/trainerApplication/pending",
    method: "GET",
    /** A page at a time, newest first (the approver pages of classroom and practical exam). */
    request: scopeSchema.extend(approverPage),
    response: z.object({ rows: z.array(pendingTrainerApplicationSchema), total: z.number().int() }),
  },
  acceptApplication: { path: "/admin/trainerApplication/accept", ...applicationDecision },
  declineApplication: { path: "/admin/trainerApplication/decline", ...applicationDecision },
  /** The application's CV, as an attachment (while the application is kept). */
  applicationCv: {
    path: "/admin/trainerApplication/cv",
    method: "GET",
    download: true,
    request: scopeSchema.extend({ id: idSchema }),
    response: z.null(),
  },
});

/** The trainer team calls (frame §7 "Trainer and recommendation calls"). */
export const trainerTeamApi = endpoints({
  queryTrainerConfig: {
    path: "/certification/trainerTeam/queryTrainerConfig",
    method: "POST",
    request: scopeSchema,
    /** null when the site has no trainer team page in this language. */
    response: trainerConfigSchema.nullable(),
  },
  query: {
    path: "/certification/trainerTeam/query",
    method: "POST",
    request: scopeSchema.extend(trainerQuerySchema.shape),
    response: trainerPageSchema,
  },
  validateCode: {
    path: "/certification/validateCode/getValidateCode",
    method: "GET",
    request: scopeSchema,
    response: captchaSchema,
  },
  uploadCv: {
    path: "/certification/trainerTeam/file/upload",
    method: "POST",
    multipart: true,
    request: scopeSchema,
    response: z.object({ fileToken: z.string(), fileName: z.string(), sizeBytes: z.number() }),
  },
  /** Not named by the spec (its submit call is not shown): the application with its CV and captcha. */
  apply: {
    path: "/certification/trainerTeam/apply",
    method: "POST",
    request: scopeSchema.extend(trainerApplicationSchema.shape),
    /** When the decision is due at the latest (ISO 8601). */
    response: z.object({ decisionBy: z.string() }),
  },
});
