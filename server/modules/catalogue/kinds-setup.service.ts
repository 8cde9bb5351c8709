import { Kind } from "#contract/catalogue-rules.ts";
import type { Db } from "#db/client.ts";
import { certificationKinds } from "#db/schema/catalogue.ts";

/**
 * A new organisation's certification kinds (learner §4: gsc 0, hsc 1,
 * workshopSeminar 2), so its track pages exist before the first certification
 * does: the menus link /overview/{kind-name} and friends (learner §2), and a
 * kind the tenant lacks is a missing page. Names per language pack, English
 * the fallback (catalogue.service.ts); the brand track names the brand (frame §1).
 *
 * Made once (`npm run setup`, issue 35): editors may rename a kind, and a
 * name they chose is never written over.
 */
export async function ensureCertificationKinds(
  tx: Db,
  tenantId: number,
  brandName: string,
): Promise<number> {
  const rows = [
    {
      tenantId,
      kindType: Kind.hsc,
      kindNames: {
        en: `${brandName} Security Certification`,
        ar: `شهادة ${brandName} للأمن`,
        de: `${brandName} Sicherheitszertifizierung`,
      },
      sort: 1,
    },
    {
      tenantId,
      kindType: Kind.gsc,
      kindNames: {
        en: "General Security Certification",
        ar: "الشهادة العامة للأمن",
        de: "Allgemeine Sicherheitszertifizierung",
      },
      sort: 2,
    },
    {
      tenantId,
      kindType: Kind.workshopSeminar,
      kindNames: {
        en: "Workshops and Seminars",
        ar: "ورش العمل والندوات",
        de: "Workshops und Seminare",
      },
      sort: 3,
    },
  ];
  const created = await tx
    .insert(certificationKinds)
    .values(rows)
    .onConflictDoNothing()
    .returning({ kindType: certificationKinds.kindType });
  return created.length;
}
