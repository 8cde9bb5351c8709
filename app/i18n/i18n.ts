import i18next, { type i18n } from "i18next";
import { brandVariables, type CommonMessages } from "./messages.ts";

export const NAMESPACE = "common";

/** What the root loader sends the browser: the active language and its one pack. */
export type I18nPayload = { lng: string; messages: CommonMessages };

/**
 * An i18next instance for one language pack, made once per pack and brand
 * (translation.tsx) and shared by the requests that use it.
 * Brand wording differs per tenant only through {{brand}} and {{academy}} (frame §1).
 */
export function createI18n(payload: I18nPayload, brand: string): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: payload.lng,
    fallbackLng: false,
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    resources: { [payload.lng]: { [NAMESPACE]: payload.messages } },
    initAsync: false,
    returnNull: false,
    interpolation: {
      escapeValue: false,
      defaultVariables: brandVariables(brand, payload.messages),
    },
  });
  return instance;
}
