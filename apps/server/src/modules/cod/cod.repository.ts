import { and, asc, eq, sql } from 'drizzle-orm';
import { codPolicySchema, type CodPolicy, type CodListEntry } from '@kala/contract/cod';
import type { Db } from '../../db/client.ts';
import { codListEntries, codPolicySettings } from '../../db/schema/index.ts';

export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** The window of a PIN code's COD history the risk tier reads (decision 030). */
export const PINCODE_WINDOW_DAYS = 180;

interface FactsRow {
  pincode_finished: number | string;
  pincode_returned: number | string;
  shopper_delivered: number | string;
  shopper_failed: number | string;
  account_age_days: number | string | null;
  listed: 'block' | 'allow' | null;
}

/** The seller's COD policy and lists (schema/cod.ts), and the store's COD history a risk tier reads. */
export function createCodRepository(db: Db) {
  return {
    db,

    async policy(q: Queryable): Promise<CodPolicy | undefined> {
      const [row] = await q.select().from(codPolicySettings).where(eq(codPolicySettings.id, 1));
      // A saved policy from an older shape is read with today's defaults filling what it lacks.
      return row ? codPolicySchema.parse(row.policy) : undefined;
    },

    async savePolicy(q: Queryable, policy: CodPolicy, at: Date): Promise<void> {
      await q
        .insert(codPolicySettings)
        .values({ id: 1, policy, updatedAt: at })
        .onConflictDoUpdate({ target: codPolicySettings.id, set: { policy, updatedAt: at } });
    },

    async lists(q: Queryable) {
      return q
        .select({
          kind: codListEntries.kind,
          value: codListEntries.value,
          list: codListEntries.list,
          note: codListEntries.note,
        })
        .from(codListEntries)
        .orderBy(asc(codListEntries.kind), asc(codListEntries.value));
    },

    async putListEntry(q: Queryable, entry: CodListEntry): Promise<void> {
      const values = { kind: entry.kind, value: entry.value, list: entry.list, note: entry.note ?? null };
      await q
        .insert(codListEntries)
        .values(values)
        .onConflictDoUpdate({ target: [codListEntries.kind, codListEntries.value], set: values });
    },

    async deleteListEntry(q: Queryable, kind: 'pincode' | 'phone', value: string): Promise<boolean> {
      const gone = await q
        .delete(codListEntries)
        .where(and(eq(codListEntries.kind, kind), eq(codListEntries.value, value)))
        .returning({ value: codListEntries.value });
      return gone.length > 0;
    },

    /**
     * Everything a COD order's risk tier reads, in one statement: the PIN code's finished COD orders over the window
     * (delivered, or back to the store), the shopper's own COD record, the account's age and the seller's lists.
     * "Failed" is a parcel that came back (RTO) or an order cancelled after it left (it had a tracking number).
     */
    async riskFacts(q: Queryable, input: { pincode: string; userId: string; phone: string; now: Date }) {
      const since = new Date(input.now.getTime() - PINCODE_WINDOW_DAYS * 86_400_000).toISOString();
      const result = await q.execute(sql`
        select
          (select count(*) from orders o
            where (o.shipping_address ->> 'zipCode') = ${input.pincode} and o.created_at >= ${since}::timestamptz
              and o.payment_method = 'cash_on_delivery' and (o.status = 'delivered' or o.rto_at is not null)
          ) as pincode_finished,
          (select count(*) from orders o
            where (o.shipping_address ->> 'zipCode') = ${input.pincode} and o.created_at >= ${since}::timestamptz
              and o.payment_method = 'cash_on_delivery' and o.rto_at is not null
          ) as pincode_returned,
          (select count(*) from orders o
            where o.user_id = ${input.userId} and o.payment_method = 'cash_on_delivery' and o.status = 'delivered'
          ) as shopper_delivered,
          (select count(*) from orders o
            where o.user_id = ${input.userId} and o.payment_method = 'cash_on_delivery'
              and (o.rto_at is not null or (o.status = 'cancelled' and o.tracking_number is not null))
          ) as shopper_failed,
          (select extract(epoch from (${input.now.toISOString()}::timestamptz - u.created_at)) / 86400
             from users u where u.id = ${input.userId}) as account_age_days,
          (select case when bool_or(l.list = 'block') then 'block' when bool_or(l.list = 'allow') then 'allow' end
             from cod_list_entries l
            where (l.kind = 'pincode' and l.value = ${input.pincode}) or (l.kind = 'phone' and l.value = ${input.phone})
          ) as listed`);
      const [row] = (result as unknown as { rows: FactsRow[] }).rows;
      if (!row) throw new Error('risk facts answered no row');
      return {
        pincodeFinished: Number(row.pincode_finished),
        pincodeReturned: Number(row.pincode_returned),
        shopperDelivered: Number(row.shopper_delivered),
        shopperFailed: Number(row.shopper_failed),
        accountAgeDays: row.account_age_days === null ? null : Number(row.account_age_days),
        listed: row.listed,
      };
    },
  };
}

export type CodRepository = ReturnType<typeof createCodRepository>;
