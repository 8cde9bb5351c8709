/*
 * Rules of the missing-information and information-gathering dialogs
 * (frame §5): which fields, their starting values, the chained regions and
 * the saved body; free of React and zod so they are tested on their own. The
 * field checks are the contract's (profile/personal-errors.ts).
 */
import type { ApiRequest } from "#contract/api.ts";
import type { UserInfo } from "#contract/identity.ts";
import { profileLimits } from "#contract/identity-rules.ts";
import type { RegionNode, SupplementInfo } from "#contract/site.ts";

/** The region's supplement configuration; empty when it could not be read. */
export type SupplementFlags = Partial<SupplementInfo>;

/** What the dialog edits: the personal fields the supplement configuration can require. */
export type SupplementValues = {
  firstName: string;
  lastName: string;
  phoneCode: string;
  phoneNumber: string;
  country: string;
  province: string;
  city: string;
  address: string;
  postcode: string;
  vatNumber: string;
  companyName: string;
  /** The user type's id as the select holds it; "" for none. */
  type: string;
};

/** A field of the form; the phone is one field of two inputs (code and number). */
export type FormField =
  | "firstName"
  | "lastName"
  | "phone"
  | "country"
  | "province"
  | "city"
  | "address"
  | "postcode"
  | "vatNumber"
  | "companyName"
  | "type";

const ORDER: FormField[] = [
  "firstName",
  "lastName",
  "phone",
  "country",
  "province",
  "city",
  "address",
  "postcode",
  "vatNumber",
  "companyName",
  "type",
];

/** Maximum lengths the inputs enforce (frame §5). */
export const fieldLimits = {
  firstName: profileLimits.firstName,
  lastName: profileLimits.lastName,
  phoneCode: profileLimits.phoneCode,
  phoneNumber: profileLimits.phoneNumber,
  country: profileLimits.country,
  province: profileLimits.province,
  city: profileLimits.city,
  address: profileLimits.address,
  postcode: profileLimits.postcode,
  vatNumber: profileLimits.vatNumber,
  companyName: profileLimits.companyName,
} as const;

const flagged = (flags: SupplementFlags, field: FormField) =>
  field === "phone" ? flags.phoneNumber === "1" || flags.phoneCode === "1" : flags[field] === "1";

/** The fields the dialog asks for: those flagged '1', in reading order. */
export function formFields(flags: SupplementFlags): FormField[] {
  return ORDER.filter((field) => flagged(flags, field));
}

/** The inputs of the fields the dialog asks for: the phone is its code and its number. */
export function shownInputs(flags: SupplementFlags): (keyof SupplementValues)[] {
  return formFields(flags).flatMap((field) =>
    field === "phone" ? (["phoneCode", "phoneNumber"] as const) : [field],
  );
}

/** Phone code and number accept only digits and semicolons (frame §5). */
export const phoneChars = (value: string) => value.replace(/[^0-9;]/g, "");

/** A region of the chained selects (GET /certification/provinceCity/getListForSupplement). */
export type { RegionNode };

export const findByName = (nodes: readonly RegionNode[] | undefined, name: string) =>
  nodes?.find((node) => node.name === name.trim());

/** The form's starting values: what the user already has, the country named from its code. */
export function initialValues(user: UserInfo, tree: readonly RegionNode[]): SupplementValues {
  // The profile's country by name, or (for an account whose profile has no country yet)
  // the one its code names; its dialling code fills an empty phone code.
  const countryNode =
    findByName(tree, user.country) ??
    (!user.country && user.countryCode
      ? tree.find((node) => node.countryCode === user.countryCode)
      : undefined);
  const country = user.country || countryNode?.name || "";
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phoneCode:
      user.phoneCode || (!user.phoneNumber && phoneChars(countryNode?.phoneCode ?? "")) || "",
    phoneNumber: user.phoneNumber,
    country,
    province: user.province,
    city: user.city,
    address: user.address,
    postcode: user.postcode,
    vatNumber: user.vatNumber,
    companyName: user.companyName,
    type: user.type === null ? "" : String(user.type),
  };
}

/**
 * Choosing another country clears its province and city, and puts the
 * country's dialling code in an empty (or previous country's) phone code.
 */
export function changeCountry(
  values: SupplementValues,
  country: string,
  tree: readonly RegionNode[],
): SupplementValues {
  if (country === values.country) return values;
  // The country data writes codes as "+971"; the phone code itself takes digits only.
  const previous = phoneChars(findByName(tree, values.country)?.phoneCode ?? "");
  const next = phoneChars(findByName(tree, country)?.phoneCode ?? "");
  const keepCode = values.phoneCode !== "" && values.phoneCode !== previous;
  return {
    ...values,
    country,
    province: "",
    city: "",
    phoneCode: keepCode ? values.phoneCode : next,
  };
}

export function changeProvince(values: SupplementValues, province: string): SupplementValues {
  return province === values.province ? values : { ...values, province, city: "" };
}

/**
 * The body of POST /user/update (frame §7): the full user info with the
 * changes, the country code found from the country name, and the phone code
 * alongside the phone. languageId stays the user's own (null would be refused).
 */
export function updatePayload(
  user: UserInfo,
  values: SupplementValues,
  tree: readonly RegionNode[],
): ApiRequest<"/user/update"> {
  const trimmed = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value.trim()]),
  ) as SupplementValues;
  const country = findByName(tree, trimmed.country);
  const { languageId, ...rest } = user;
  return {
    ...rest,
    ...trimmed,
    type: trimmed.type === "" ? null : Number(trimmed.type),
    countryCode: country?.countryCode ?? user.countryCode ?? undefined,
    ...(languageId !== null ? { languageId } : {}),
  };
}
