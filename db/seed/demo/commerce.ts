import { sql } from "drizzle-orm";
import { sitePaymentRates } from "../../schema/commerce.ts";
import { upsert, type Tx } from "../write.ts";

/**
 * What the demo sites add to a training fee (decision 0023): /en charges 20%
 * VAT and a 2.5% service charge, /ar the UAE's 5% VAT and no service charge.
 * The paid sessions themselves are in classrooms.ts.
 */
export async function seedPaymentRates(tx: Tx): Promise<void> {
  await upsert(
    tx,
    sitePaymentRates,
    [
      { siteId: 1, vatRateBp: 2000, serviceChargeBp: 250 },
      { siteId: 3, vatRateBp: 500, serviceChargeBp: 0 },
    ],
    [sitePaymentRates.siteId],
    { updatedAt: sql`now()` },
  );
}
