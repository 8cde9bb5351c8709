/*
 * The personal-information forms (profile edit, the missing-information and
 * information-gathering dialogs) check their values with the contract's rules
 * of POST /user/update and the site's required fields (profileSchema), so the
 * browser and the server refuse the same values (frame §5). This module brings
 * zod: a page loads it with its form, not with the page.
 */
import { profileSchema } from "#contract/identity.ts";
import type { SupplementFlagSet } from "#contract/identity-rules.ts";

/** The values of a personal-information form, as its inputs hold them. */
export type PersonalValues = Record<string, string>;
export type PersonalErrors = Partial<Record<string, string>>;

/** The phone is one field of two inputs (frame §5). */
const PHONE = ["phoneCode", "phoneNumber"];

/** A field's error as a text key; the first that applies: empty, characters, length, VAT digits. */
const RANK = ["too_small", "invalid_format", "too_big", "custom"] as const;

function keyOf(field: string, code: (typeof RANK)[number]): string {
  switch (code) {
    case "too_small":
      return `enrolment.info.required.${PHONE.includes(field) ? "phone" : field}`;
    case "invalid_format":
      return "enrolment.info.phoneChars";
    case "too_big":
      return "enrolment.info.tooLong";
    default:
      // The only refinement of a field is the VAT number's digits (frame §5).
      return "enrolment.info.vatDigits";
  }
}

/**
 * The error of each field of `shown`, as a text key (Mantine form's
 * validate). `type` is the select's id ("" for none). A phone error marks
 * both of its inputs.
 */
export function personalErrors(
  values: PersonalValues,
  flags: SupplementFlagSet,
  shown: readonly string[] = Object.keys(values),
): PersonalErrors {
  const candidate = {
    ...values,
    type: values.type ? Number(values.type) : null,
  };
  const result = profileSchema(flags).safeParse(candidate);
  if (result.success) return {};
  const worst = new Map<string, number>();
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    const rank = RANK.indexOf(issue.code as (typeof RANK)[number]);
    if (rank < 0) continue;
    for (const target of PHONE.includes(field) ? PHONE : [field]) {
      if (!shown.includes(target)) continue;
      const seen = worst.get(target);
      if (seen === undefined || rank < seen) worst.set(target, rank);
    }
  }
  const errors: PersonalErrors = {};
  for (const [field, rank] of worst) errors[field] = keyOf(field, RANK[rank]!);
  return errors;
}
