import { CookiePreferences } from "./cookie-preferences.tsx";

export function CookiePreferencesMobile() {
  return <CookiePreferences compact />;
}
