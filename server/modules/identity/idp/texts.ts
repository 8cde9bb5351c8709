import { serverTexts, type ServerTexts } from "#app/i18n/server-texts.server.ts";

/** Texts of the identity provider's pages (locales/{language}/server.json, "idp"). */
export type IdpTexts = ServerTexts["idp"];

/** The provider's texts in a language, the tenant's brand written in ({brand}). */
export function idpTexts(language: string | undefined, brand: string): IdpTexts {
  const texts = serverTexts(language ?? "en").idp;
  return Object.fromEntries(
    Object.entries(texts).map(([key, value]) => [key, value.replaceAll("{brand}", brand)]),
  ) as IdpTexts;
}

/** Why a field of the provider's forms is refused: the key of the sentence that says so. */
export const FIELD_PROBLEMS = [
  "firstNameRequired",
  "firstNameTooLong",
  "lastNameRequired",
  "lastNameTooLong",
  "emailInvalid",
  "passwordTooShort",
  "passwordTooLong",
  "passwordNoLetter",
  "passwordNoDigit",
  "countryRequired",
] as const satisfies readonly (keyof IdpTexts)[];
export type FieldProblem = (typeof FIELD_PROBLEMS)[number];

/**
 * The sentence under a refused field, in the page's language; a refusal the
 * schema does not name (a field sent as no text at all) asks to fill it in.
 */
export function fieldProblemText(t: IdpTexts, message: string): string {
  return (FIELD_PROBLEMS as readonly string[]).includes(message)
    ? t[message as FieldProblem]
    : t.fieldRequired;
}

export const isRtl = (language: string | undefined) =>
  language?.toLowerCase().startsWith("ar") ?? false;

/** How an authenticator app names the account's entry: the brand's academy. */
export const academyName = (frame: { brand: { name: string } }) => `${frame.brand.name} Academy`;
