/**
 * One stylesheet per matched route instead of one per chunk (decision 0016):
 * the page's styles come as a few render-blocking requests, not some thirty.
 * A bundle's address lists the build's stylesheets it joins, in order, so any
 * server of the same build can serve it and the browser keeps it for good
 * (the names carry their content hashes). Bundles live beside the files they
 * join, so a relative `url()` in them resolves as it would in the file.
 */
const PREFIX = "/assets/styles~";
const SUFFIX = ".css";
/** A build stylesheet's name without `.css`: Vite's `name-hash`. */
const STEM = /^[\w-]{1,100}$/;
/** More than any route has; an address naming more is not one of ours. */
export const MAX_BUNDLED = 64;

/** The build stylesheet an href names (`/assets/Group-CVKnj_dk.css`, maybe with a `#`), or null. */
function stemOf(href: string): string | null {
  const match = /^\/assets\/([\w-]+)\.css#?$/.exec(href);
  return match ? match[1]! : null;
}

/** The address of the bundle joining these stylesheets, in order; null when there are none. */
export function bundleHref(hrefs: readonly string[]): string | null {
  const stems = hrefs.map(stemOf).filter((stem): stem is string => stem !== null);
  return stems.length === 0 ? null : `${PREFIX}${stems.join("~")}${SUFFIX}`;
}

/** The stylesheets a bundle's address joins, in order; null when it is not a bundle's address. */
export function bundleStems(path: string): string[] | null {
  if (!path.startsWith(PREFIX) || !path.endsWith(SUFFIX)) return null;
  const stems = path.slice(PREFIX.length, -SUFFIX.length).split("~");
  if (stems.length > MAX_BUNDLED || !stems.every((stem) => STEM.test(stem))) return null;
  return stems;
}
