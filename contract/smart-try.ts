import { z } from "zod";
import { endpoints, idSchema, MAX_ID, scopeSchema } from "./endpoint.ts";
import { smartTryRequiredMessages } from "./smart-try-rules.ts";

/** A smart-try campaign as its page shows it (frame §3 "Smart-try"). */
export const smartTryCampaignSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  benefits: z.string(),
  /** ISO 8601. */
  startsAt: z.string(),
  endsAt: z.string(),
  productTypes: z.array(z.object({ id: z.number().int(), name: z.string() })),
  distributors: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      countryCode: z.string(),
      city: z.string(),
    }),
  ),
});
export type SmartTryCampaign = z.infer<typeof smartTryCampaignSchema>;

/** A learner's application, with the names of what they chose. */
export const smartTryApplicationSchema = z.object({
  id: z.number().int(),
  campaignId: z.number().int(),
  certificationName: z.string(),
  productTypeName: z.string(),
  distributorName: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type SmartTryApplication = z.infer<typeof smartTryApplicationSchema>;

/**
 * Where the signed-in learner stands in the site's current campaign: the
 * certifications they hold a valid certificate of (the certification types
 * they may name; none means the campaign is not for them yet), their
 * application once sent and their mail subscription flag.
 */
export const smartTryStandingSchema = z.object({
  certifications: z.array(z.object({ id: z.number().int(), name: z.string() })),
  application: smartTryApplicationSchema.nullable(),
  /** 0 not subscribed, 1 subscribed, 2 cancelled (learner §3 emailNotificationStatus). */
  emailNotificationStatus: z.number().int().min(0).max(2),
});
export type SmartTryStanding = z.infer<typeof smartTryStandingSchema>;

/** A required choice: absent, empty or null is named with frame §5's message. */
const choice = (field: keyof typeof smartTryRequiredMessages) =>
  z
    .number({
      error: (issue) =>
        issue.input == null || issue.input === ""
          ? smartTryRequiredMessages[field]
          : "expected an id",
    })
    .int()
    .positive()
    .max(MAX_ID);

/** The application: the three choices (frame §5) and the learner's answer on mails. */
export const smartTryApplySchema = scopeSchema.extend({
  campaignId: idSchema,
  certificationId: choice("certificationId"),
  productTypeId: choice("productTypeId"),
  distributorId: choice("distributorId"),
  /** Receive the Academy's e-mails (sets the user's mail subscription flag). */
  subscribe: z.boolean().default(false),
});
export type SmartTryApply = z.output<typeof smartTryApplySchema>;

/** The smart-try calls (the spec leaves their paths open: frame §7; named like its other calls). */
export const smartTryApi = endpoints({
  campaign: {
    path: "/certification/smartTry/campaign",
    method: "GET",
    request: scopeSchema,
    response: smartTryCampaignSchema.nullable(),
  },
  standing: {
    path: "/user/smartTry/standing",
    method: "GET",
    request: scopeSchema.extend({ campaignId: idSchema }),
    response: smartTryStandingSchema,
  },
  apply: {
    path: "/user/smartTry/apply",
    method: "POST",
    request: smartTryApplySchema,
    response: smartTryApplicationSchema,
  },
});
