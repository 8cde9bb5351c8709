import { CookiePreferences } from "./cookie-preferences.tsx";

export function CookiePreferencesDesktop() {
  return <CookiePreferences compact={false} />;
}
