import type { KindEntry } from "#contract/catalogue.ts";
import type { FrameData } from "#contract/site.ts";
import { trackKind, type TrackLocation } from "../../components/catalogue/links.ts";
import { kindSlug, trackKindName, trackPath } from "../../frame/menus.ts";

/**
 * Which certification kind a track path names (frame §2, learner §2): the
 * kind itself, the path an older link should move to, or nothing (not found).
 */
export type TrackKindMatch = { kind: KindEntry } | { movedTo: string } | null;

export function matchTrackKind(
  location: TrackLocation,
  frame: Pick<FrameData, "tenant" | "kinds">,
): TrackKindMatch {
  const { tenant, kinds } = frame;
  if (location.style === "brand") {
    // The /{track}/{page} paths belong to the brand-security tenant only.
    if (!tenant.brandTrackPaths) return null;
    const kindType = trackKind(location.track);
    const name = trackKindName(location.track, tenant.brandName);
    return {
      kind: kinds.find((entry) => entry.kindType === kindType) ?? {
        kindType,
        kindName: name,
        pathName: kindSlug(name),
      },
    };
  }
  // Learner §2: the kind name lower-cased with spaces turned into hyphens.
  const kind = kinds.find((entry) => entry.pathName.toLowerCase() === location.kindName);
  if (kind) return { kind };
  // Older links name the kind by its code (/overview/hsc): they move to its path.
  const codeTrack =
    location.kindName === "gsc" ? "general" : location.kindName === "hsc" ? "brand" : null;
  return codeTrack ? { movedTo: trackPath(tenant, codeTrack, location.page, kinds) } : null;
}
