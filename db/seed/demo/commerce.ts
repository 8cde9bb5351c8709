import { sql } from "drizzle-orm";
import { sitePaymentRates } from "../../schema/commerce.ts";
import { upsert, type Tx } from "../write.ts";

/**
 * What the demo sites add to a training fee (decisions 0023, 0053), each on
 * the site's own currency (sites.ts): /uk the UK's 20% VAT on pounds and a
 * 2.5% service charge, /ar the UAE's 5% VAT on dirhams and no service charge,
 * /en (no one country, US dollars) the service charge and no VAT. The paid
 * sessions themselves are in classrooms.ts.
 */
export async function seedPaymentRates(tx: Tx): Promise<void> {
  await upsert(
    tx,
    sitePaymentRates,
    [
      { siteId: 1, vatRateBp: 0, serviceChargeBp: 250 },
      { siteId: 2, vatRateBp: 2000, serviceChargeBp: 250 },
      { siteId: 3, vatRateBp: 500, serviceChargeBp: 0 },
    ],
    [sitePaymentRates.siteId],
    { updatedAt: sql`now()` },
  );
}
