import { inArray, or, sql, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema/index.ts';
import type { ScheduledSale } from './sale-schedule.ts';

/**
 * The percent the live sales take off a product row, in SQL: the first sale (best first, as `liveAt` orders them)
 * that covers its category or the product itself, else 0. Undefined when no sale is live, so the listing's query is
 * exactly what it was without sales.
 */
export function salePercentSql(live: readonly ScheduledSale[]): SQL | undefined {
  const branches: SQL[] = [];
  for (const sale of live) {
    const covers = or(
      sale.categories.length ? inArray(products.category, sale.categories) : undefined,
      sale.productIds.length ? inArray(products.id, sale.productIds) : undefined,
    );
    if (covers) branches.push(sql`when ${covers} then ${sale.percentOff}::int`);
  }
  if (branches.length === 0) return undefined;
  return sql`(case ${sql.join(branches, sql` `)} else 0 end)`;
}

/**
 * The one price rule in SQL (decision 041, @kala/contract/sale-price#salePricePaise):
 * `(usual * (100 - p) + 49) / 100` with integer division, which floors for non-negative integers as Math.floor does.
 * The usual price (two subqueries) and the percent (a CASE) each appear once, so each is computed once per row.
 */
export const salePriceSql = (usualPaise: SQL, percent: SQL): SQL =>
  sql`((${usualPaise} * (100 - ${percent}) + 49) / 100)`;
