/*
 * The information dialogs check their fields with the contract's rules of
 * POST /user/update (lengths, phone characters, VAT number), so the browser
 * and the server refuse the same values; the region's flags add "required".
 * This module brings zod: the dialog loads it with the form, not with the page.
 */
import { z } from "zod";
import { userUpdateSchema } from "#contract/identity.ts";
import { formFields, type SupplementFlags, type SupplementValues } from "./supplement-form.ts";

type ValueField = keyof SupplementValues;
export type SupplementErrors = Partial<Record<ValueField, string>>;

/** The phone is one field of two inputs (frame §5). */
const PHONE: readonly ValueField[] = ["phoneCode", "phoneNumber"];

/** The contract's rule of a field (without its default), required when the region flags it. */
function fieldRule(field: ValueField, required: boolean) {
  const rule = userUpdateSchema.shape[field];
  const inner = "unwrap" in rule ? rule.unwrap() : rule;
  return required ? inner.min(1) : inner;
}

/** The form's schema for the fields the region flags '1'. */
export function supplementSchema(flags: SupplementFlags) {
  const fields = formFields(flags).flatMap((field) => (field === "phone" ? PHONE : [field]));
  return z.object(Object.fromEntries(fields.map((field) => [field, fieldRule(field, true)])));
}

/** A field's error as an i18n key; the first that applies: empty, characters, length. */
const RANK = ["too_small", "invalid_format", "too_big", "custom"] as const;

function keyOf(field: ValueField, code: (typeof RANK)[number]): string {
  const phone = PHONE.includes(field);
  switch (code) {
    case "too_small":
      return `enrolment.info.required.${phone ? "phone" : field}`;
    case "invalid_format":
      return "enrolment.info.phoneChars";
    default:
      // The VAT number has 2 to 50 characters (frame §5): one text for both ends.
      return field === "vatNumber" ? "enrolment.info.vatLength" : "enrolment.info.tooLong";
  }
}

/**
 * The error of each asked field, as an i18n key (Mantine form's validate). A
 * phone error marks both of its inputs.
 */
export function supplementErrors(
  values: SupplementValues,
  flags: SupplementFlags,
): SupplementErrors {
  const result = supplementSchema(flags).safeParse(values);
  if (result.success) return {};
  const worst = new Map<ValueField, number>();
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ValueField;
    const rank = RANK.indexOf(issue.code as (typeof RANK)[number]);
    if (rank < 0) continue;
    // Either input of the phone stands for the whole phone.
    for (const target of PHONE.includes(field) ? PHONE : [field]) {
      const seen = worst.get(target);
      if (seen === undefined || rank < seen) worst.set(target, rank);
    }
  }
  const errors: SupplementErrors = {};
  for (const [field, rank] of worst) errors[field] = keyOf(field, RANK[rank]!);
  return errors;
}
