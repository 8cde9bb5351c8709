import { and, asc, eq } from "drizzle-orm";
import {
  currencies,
  supplementFields,
  supplementInfoConfigs,
  userTypes,
  type SupplementField,
  type SupplementFlag,
} from "#db/schema/site.ts";
import type { Scope } from "../../scope.ts";
import type { ServiceDeps } from "../../services.ts";

/** The lists and switches behind the account forms: currencies, user types, required personal fields. */
export function createReferenceLists({ db }: Pick<ServiceDeps, "db">) {
  return {
    async currencyTypes() {
      return db
        .select({
          id: currencies.id,
          currencyType: currencies.currencyType,
          symbol: currencies.symbol,
        })
        .from(currencies)
        .orderBy(asc(currencies.id));
    },

    async supplementInfo(scope: Scope): Promise<Record<SupplementField, SupplementFlag>> {
      const [row] = await db
        .select({ flags: supplementInfoConfigs.flags })
        .from(supplementInfoConfigs)
        .where(
          and(
            eq(supplementInfoConfigs.tenantId, scope.tenant.id),
            eq(supplementInfoConfigs.region, scope.site.region),
          ),
        )
        .limit(1);
      // No configuration means nothing is required.
      return Object.fromEntries(
        supplementFields.map((f) => [f, row?.flags[f] === "1" ? "1" : "0"]),
      ) as Record<SupplementField, SupplementFlag>;
    },

    async userTypeList(scope: Scope) {
      const rows = await db
        .select()
        .from(userTypes)
        .orderBy(asc(userTypes.sort), asc(userTypes.id));
      const pack = scope.language.languagePackId;
      return rows.map((row) => ({
        id: row.id,
        code: row.code,
        typeName: row.typeNames[pack] ?? row.typeNames.en ?? row.code,
      }));
    },
  };
}
