import type { DictItem } from "#contract/site.ts";
import type { TrackKind } from "../../frame/menus.ts";

/**
 * Which track a certification-program card describes, from the program codes
 * in its label (frame §1: GSC general, HSC brand); null when it names neither.
 */
export function programTrack(item: Pick<DictItem, "dictLabel">): TrackKind | null {
  if (/\bGSC\b/i.test(item.dictLabel)) return "general";
  if (/\bHSC\b/i.test(item.dictLabel)) return "brand";
  return null;
}
