import { eq, sql } from 'drizzle-orm';
import type { CategoryTaxRate, TaxSettings } from '@kala/contract/gst';
import type { Db } from '../../db/client.ts';
import { categoryTaxRates, sellerTaxSettings } from '../../db/schema/index.ts';

export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

/** The seller's settings row and the categories' rates (schema/tax.ts). */
export function createTaxRepository(db: Db) {
  return {
    db,

    async settings(q: Queryable): Promise<TaxSettings | undefined> {
      const [row] = await q.select().from(sellerTaxSettings).where(eq(sellerTaxSettings.id, 1));
      if (!row) return undefined;
      const { id: _id, updatedAt: _at, ...settings } = row;
      return settings;
    },

    /** Locks the settings row (when there is one) for a write that reads what it replaces. */
    async lockSettings(q: Queryable): Promise<void> {
      await q.execute(sql`select 1 from ${sellerTaxSettings} where ${sellerTaxSettings.id} = 1 for update`);
    },

    async saveSettings(q: Queryable, settings: TaxSettings, at: Date): Promise<void> {
      const values = { ...settings, updatedAt: at };
      await q
        .insert(sellerTaxSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: sellerTaxSettings.id, set: values });
    },

    async rates(q: Queryable): Promise<CategoryTaxRate[]> {
      const rows = await q.select().from(categoryTaxRates);
      return rows.map(
        (r) => ({ category: r.category, hsnCode: r.hsnCode, ratePercent: r.ratePercent }) as CategoryTaxRate,
      );
    },

    async saveRates(q: Queryable, rates: CategoryTaxRate[], at: Date): Promise<void> {
      for (const rate of rates) {
        const values = { hsnCode: rate.hsnCode, ratePercent: rate.ratePercent, updatedAt: at };
        await q
          .insert(categoryTaxRates)
          .values({ category: rate.category, ...values })
          .onConflictDoUpdate({ target: categoryTaxRates.category, set: values });
      }
    },
  };
}

export type TaxRepository = ReturnType<typeof createTaxRepository>;
