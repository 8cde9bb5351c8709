import { Code } from "#contract/codes.ts";
import type { ApiClient } from "../api-client.ts";

/** The URL parameters a partner application adds for one-click sign (frame §4 "Page start"). */
export const SIGN_PARAM = "sign";
export const APP_ID_PARAM = "appid";
export const SIGN_VERIFY_PATH = "/user/sso/oneHikIdSign/verify";

/** The sign the URL carries, if any. */
export function signOf(search: string): { sign: string; appId: string } | null {
  const params = new URLSearchParams(search);
  const sign = params.get(SIGN_PARAM);
  if (!sign) return null;
  return { sign, appId: params.get(APP_ID_PARAM) ?? "" };
}

/** The same location without sign and appid. */
export function withoutSign(location: { pathname: string; search: string; hash: string }): string {
  const params = new URLSearchParams(location.search);
  params.delete(SIGN_PARAM);
  params.delete(APP_ID_PARAM);
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ""}${location.hash}`;
}

/**
 * Verifies a one-click sign. "signed-in" when the server opened a session;
 * "refused" for data.verifySignErrorMsg or any other failure, which frame §8
 * says shows nothing special: the page goes on logged out.
 */
export async function verifySign(
  api: ApiClient,
  sign: { sign: string; appId: string },
): Promise<"signed-in" | "refused"> {
  if (!sign.appId) return "refused";
  const envelope = await api.post(
    SIGN_VERIFY_PATH,
    { oneHikIdSign: sign.sign, appId: sign.appId },
    { quiet: true, loginRedirect: false },
  );
  return envelope.code === Code.success && envelope.data && !envelope.data.verifySignErrorMsg
    ? "signed-in"
    : "refused";
}

/**
 * Page start (frame §4): verify the sign, then leave sign and appid out of the
 * URL, reloading after a success so the page loads as the signed-in user.
 */
export async function runPageStart(
  api: ApiClient,
  location: { pathname: string; search: string; hash: string },
  then: { reload(url: string): void; replace(url: string): void },
): Promise<"signed-in" | "refused" | "none"> {
  const sign = signOf(location.search);
  if (!sign) return "none";
  const outcome = await verifySign(api, sign);
  const clean = withoutSign(location);
  if (outcome === "signed-in") then.reload(clean);
  else then.replace(clean);
  return outcome;
}
