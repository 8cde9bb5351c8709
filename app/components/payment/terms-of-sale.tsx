import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { dateTimeFormat } from "#contract/intl.ts";
import { useSiteLinks } from "../../frame/use-frame.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import { termsOfSalePath } from "./payment-paths.ts";

/**
 * The day a version of the terms of sale took effect (its name, "2026-11-28"),
 * in the page's language; null for a version that is not a day ("initial":
 * orders placed before the terms had versions).
 */
export function termsVersionDate(version: string, locale: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(version)) return null;
  try {
    return dateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(`${version}T00:00:00Z`),
    );
  } catch {
    return version;
  }
}

/**
 * A text whose {{terms}} is the link to the terms of sale (the words of the
 * link are `payment.terms.link`): a translation puts the link where its
 * language wants it. The terms open in a new tab, so the checkout stays as it is.
 */
export function WithTermsLink({
  textKey,
  values,
}: {
  textKey: string;
  values?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  const [before = "", after = ""] = t(textKey, { ...values, terms: "{{terms}}" }).split(
    "{{terms}}",
  );
  // A link inside a checkbox's label opens the link and leaves the box as it is.
  return (
    <>
      {before}
      <Anchor
        component={Link}
        to={link(termsOfSalePath)}
        target="_blank"
        rel="noopener"
        data-testid="terms-of-sale-link"
      >
        {t("payment.terms.link")}
      </Anchor>
      {after}
    </>
  );
}
