import { and, asc, eq, sql } from 'drizzle-orm';
import { codPolicySchema, type CodPolicy, type CodListEntry } from '@kala/contract/cod';
import type { Db } from '../../db/client.ts';
import { codListEntries, codPolicySettings, users } from '../../db/schema/index.ts';

export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** The window of a PIN code's COD history the risk tier reads (decision 030). */
export const PINCODE_WINDOW_DAYS = 180;

/** What a risk tier's statement is given: the PIN code, the shopper, the phone's last 10 digits, the window and now. */
export type RiskFactsParams = {
  pincode: string;
  userId: string;
  phone: string;
  /** ISO times: the window's start and now. */
  since: string;
  now: string;
};

/** The facts as the statement answers them (counts come back as text). */
export interface RiskFactsRow {
  pincodeFinished: string | number;
  pincodeReturned: string | number;
  shopperDelivered: string | number;
  shopperFailed: string | number;
  accountAgeDays: string | number | null;
  listed: 'block' | 'allow' | null;
}

/** The statement's parameters for a shopper, an address's PIN code and phone, at a time. */
export function riskFactsParams(userId: string, address: { zipCode: string; phone: string }, now: Date) {
  return {
    pincode: address.zipCode,
    userId,
    phone: address.phone.replace(/\D/g, '').slice(-10),
    since: new Date(now.getTime() - PINCODE_WINDOW_DAYS * 86_400_000).toISOString(),
    now: now.toISOString(),
  } satisfies RiskFactsParams;
}

/**
 * Everything a COD order's risk tier reads, as columns of subqueries over the named placeholders of RiskFactsParams, so
 * a statement that runs anyway can carry them (placing a COD order from the cart reads them beside its lines,
 * order-stock.repository.ts): the PIN code's finished COD orders over the window (delivered, or back to the store),
 * the shopper's own COD record, the account's age and the seller's lists. "Failed" is a parcel that came back (RTO)
 * or an order cancelled after it left (it had a tracking number). Each count's conditions imply the predicate of a
 * partial index of finished COD orders (orders_cod_outcome_pincode_idx, orders_cod_outcome_user_idx): placing an
 * order never walks a busy PIN code's or a regular shopper's whole history.
 */
export function riskFactsColumns() {
  const p = {
    pincode: sql.placeholder('pincode'),
    userId: sql.placeholder('userId'),
    phone: sql.placeholder('phone'),
    since: sql.placeholder('since'),
    now: sql.placeholder('now'),
  };
  const codOrder = sql`o.payment_method = 'cash_on_delivery'`;
  return {
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
    accountAgeDays: sql<string | null>`(select extract(epoch from (${p.now}::timestamptz - u.created_at)) / 86400
        from ${users} u where u.id = ${p.userId}::uuid)`,
    listed: sql<'block' | 'allow' | null>`(select case when bool_or(l.list = 'block') then 'block'
          when bool_or(l.list = 'allow') then 'allow' end
        from cod_list_entries l
        where (l.kind = 'pincode' and l.value = ${p.pincode}::text) or (l.kind = 'phone' and l.value = ${p.phone}::text))`,
  };
}

/** The facts as numbers; an account that went while its order was being placed is known for nothing. */
export function toRiskFacts(row: RiskFactsRow | undefined) {
  return {
    pincodeFinished: Number(row?.pincodeFinished ?? 0),
    pincodeReturned: Number(row?.pincodeReturned ?? 0),
    shopperDelivered: Number(row?.shopperDelivered ?? 0),
    shopperFailed: Number(row?.shopperFailed ?? 0),
    accountAgeDays:
      row?.accountAgeDays === null || row?.accountAgeDays === undefined ? null : Number(row.accountAgeDays),
    listed: row?.listed ?? null,
  };
}

/** The seller's COD policy and lists (schema/cod.ts), and the store's COD history a risk tier reads. */
export function createCodRepository(db: Db) {
  // On its own, for a COD order whose lines were not read from the cart (a quick order) and for the checkout's offer:
  // prepared, so planned once per connection, not per order.
  const riskFactsStatement = db
    .select(riskFactsColumns())
    .from(users)
    .where(eq(users.id, sql`${sql.placeholder('userId')}::uuid`))
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
    async riskFacts(params: RiskFactsParams): Promise<RiskFactsRow | undefined> {
      const [row] = await riskFactsStatement.execute(params);
      return row;
    },
  };
}

export type CodRepository = ReturnType<typeof createCodRepository>;
