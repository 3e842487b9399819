import { and, asc, eq, sql } from 'drizzle-orm';
import { codPolicySchema, type CodPolicy, type CodListEntry } from '@kala/contract/cod';
import type { Db } from '../../db/client.ts';
import { codListEntries, codPolicySettings, users } from '../../db/schema/index.ts';

export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** The window of a PIN code's COD history the risk tier reads (decision 030). */
export const PINCODE_WINDOW_DAYS = 180;

/** The seller's COD policy and lists (schema/cod.ts), and the store's COD history a risk tier reads. */
export function createCodRepository(db: Db) {
  /**
   * Everything a COD order's risk tier reads, as one prepared statement (every COD order runs it: planned once per
   * connection, not per order): the PIN code's finished COD orders over the window (delivered, or back to the
   * store), the shopper's own COD record, the account's age and the seller's lists. "Failed" is a parcel that came
   * back (RTO) or an order cancelled after it left (it had a tracking number). Each count's conditions imply the
   * predicate of a partial index of finished COD orders (orders_cod_outcome_pincode_idx, orders_cod_outcome_user_idx):
   * placing an order never walks a busy PIN code's or a regular shopper's whole history.
   */
  const p = {
    pincode: sql.placeholder('pincode'),
    userId: sql.placeholder('userId'),
    phone: sql.placeholder('phone'),
    since: sql.placeholder('since'),
    now: sql.placeholder('now'),
  };
  const codOrder = sql`o.payment_method = 'cash_on_delivery'`;
  const riskFactsStatement = db
    .select({
      pincodeFinished: sql<string>`(select count(*) from orders o
        where (o.shipping_address ->> 'zipCode') = ${p.pincode}::text and o.created_at >= ${p.since}::timestamptz
          and ${codOrder} and (o.status = 'delivered' or o.rto_at is not null))`,
      pincodeReturned: sql<string>`(select count(*) from orders o
        where (o.shipping_address ->> 'zipCode') = ${p.pincode}::text and o.created_at >= ${p.since}::timestamptz
          and ${codOrder} and o.rto_at is not null)`,
      shopperDelivered: sql<string>`(select count(*) from orders o
        where o.user_id = ${p.userId}::uuid and ${codOrder} and o.status = 'delivered')`,
      shopperFailed: sql<string>`(select count(*) from orders o
        where o.user_id = ${p.userId}::uuid and ${codOrder}
          and (o.rto_at is not null or (o.status = 'cancelled' and o.tracking_number is not null)))`,
      accountAgeDays: sql<string | null>`extract(epoch from (${p.now}::timestamptz - ${users.createdAt})) / 86400`,
      listed: sql<'block' | 'allow' | null>`(select case when bool_or(l.list = 'block') then 'block'
          when bool_or(l.list = 'allow') then 'allow' end
        from cod_list_entries l
        where (l.kind = 'pincode' and l.value = ${p.pincode}::text) or (l.kind = 'phone' and l.value = ${p.phone}::text))`,
    })
    .from(users)
    .where(eq(users.id, sql`${p.userId}::uuid`))
    .prepare('cod_risk_facts');

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
    async riskFacts(_q: Queryable, input: { pincode: string; userId: string; phone: string; now: Date }) {
      const since = new Date(input.now.getTime() - PINCODE_WINDOW_DAYS * 86_400_000).toISOString();
      const [row] = await riskFactsStatement.execute({
        pincode: input.pincode,
        userId: input.userId,
        phone: input.phone,
        since,
        now: input.now.toISOString(),
      });
      if (!row) {
        // The account went while its order was being placed: nothing is known of it.
        return {
          pincodeFinished: 0,
          pincodeReturned: 0,
          shopperDelivered: 0,
          shopperFailed: 0,
          accountAgeDays: null,
          listed: null,
        };
      }
      return {
        pincodeFinished: Number(row.pincodeFinished),
        pincodeReturned: Number(row.pincodeReturned),
        shopperDelivered: Number(row.shopperDelivered),
        shopperFailed: Number(row.shopperFailed),
        accountAgeDays: row.accountAgeDays === null ? null : Number(row.accountAgeDays),
        listed: row.listed,
      };
    },
  };
}

export type CodRepository = ReturnType<typeof createCodRepository>;
