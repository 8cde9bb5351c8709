/*
 * Rules of the smart-try campaign (frame §5, §6) shared by the browser and the
 * server, free of zod (decision 0005).
 */

/** The three choices an application needs (frame §5 "Smart-try requires certification type, product type and distributor"). */
export const SMART_TRY_FIELDS = ["certificationId", "productTypeId", "distributorId"] as const;
export type SmartTryField = (typeof SMART_TRY_FIELDS)[number];

/** The message the server names a missing choice with; the page shows `smartTry.required.{field}`. */
export const smartTryRequiredMessages: Record<SmartTryField, string> = {
  certificationId: "please select certification type",
  productTypeId: "please select product type",
  distributorId: "please select distributor",
};

export type SmartTryChoices = Record<SmartTryField, number | null>;

/** The text key of each missing choice; an empty object when the application may be sent. */
export function smartTryErrors(values: SmartTryChoices): Partial<Record<SmartTryField, string>> {
  const errors: Partial<Record<SmartTryField, string>> = {};
  for (const field of SMART_TRY_FIELDS)
    if (values[field] == null) errors[field] = `smartTry.required.${field}`;
  return errors;
}

/** Where a campaign stands at a moment: not begun, running (applications open) or ended. */
export type CampaignPhase = "upcoming" | "open" | "ended";

export function campaignPhase(
  campaign: { startsAt: string; endsAt: string },
  now: Date,
): CampaignPhase {
  if (now.getTime() < Date.parse(campaign.startsAt)) return "upcoming";
  return now.getTime() < Date.parse(campaign.endsAt) ? "open" : "ended";
}
