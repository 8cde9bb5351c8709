import { redirect } from "react-router";
import { sitePath, type SitePath } from "../../frame/paths.ts";

/** The site not-found page (learner §8: 404 redirects to the not-found page). */
export function notFoundRedirect(site: SitePath | null): Response {
  return redirect(site ? sitePath(site.prefix, "/exception/notFound", site.mobile) : "/");
}

/**
 * A read that may fail without failing the page (learner §7: a failed list or
 * detail fetch yields empty results): the fallback, and a flag to say so.
 */
export async function settle<T>(
  read: Promise<T>,
  fallback: T,
): Promise<{ value: T; failed: boolean }> {
  try {
    return { value: await read, failed: false };
  } catch (error) {
    console.error("catalogue read failed", error);
    return { value: fallback, failed: true };
  }
}

/** A positive integer id from a path segment, or null. */
export function idParam(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
