import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { deliveryAttempts, orderActionTokens } from '../../../db/schema/index.ts';
import type { Queryable } from '../shipments.repository.ts';

export type AttemptRow = typeof deliveryAttempts.$inferSelect;
export type NewAttempt = Omit<typeof deliveryAttempts.$inferInsert, 'id' | 'createdAt'>;
type TokenRow = typeof orderActionTokens.$inferSelect;

/** The purpose of the links this module makes (`order_action_tokens`; COD confirmation has its own). */
const PURPOSE = 'delivery-fix' as const;

/** Failed delivery attempts of shipments (decision 032) and the single-use links to fix them. */
export const deliveryAttemptsRepository = {
  /** The attempts of shipments, oldest first. */
  async attemptsOf(q: Queryable, shipmentIds: string[]): Promise<AttemptRow[]> {
    if (shipmentIds.length === 0) return [];
    return q
      .select()
      .from(deliveryAttempts)
      .where(inArray(deliveryAttempts.shipmentId, shipmentIds))
      .orderBy(asc(deliveryAttempts.attempt), asc(deliveryAttempts.occurredAt));
  },

  /** The shipment's latest attempt (locked with the shipment row held by the caller). */
  async latest(q: Queryable, shipmentId: string): Promise<AttemptRow | undefined> {
    const [row] = await q
      .select()
      .from(deliveryAttempts)
      .where(eq(deliveryAttempts.shipmentId, shipmentId))
      .orderBy(desc(deliveryAttempts.attempt), desc(deliveryAttempts.occurredAt))
      .limit(1);
    return row;
  },

  async byId(q: Queryable, id: string): Promise<AttemptRow | undefined> {
    const [row] = await q.select().from(deliveryAttempts).where(eq(deliveryAttempts.id, id));
    return row;
  },

  /** Records an attempt once: one whose key the shipment has already is skipped (answers undefined). */
  async insert(q: Queryable, values: NewAttempt): Promise<AttemptRow | undefined> {
    const [row] = await q
      .insert(deliveryAttempts)
      .values(values)
      .onConflictDoNothing({ target: [deliveryAttempts.shipmentId, deliveryAttempts.eventKey] })
      .returning();
    return row;
  },

  async update(q: Queryable, id: string, values: Partial<NewAttempt>): Promise<AttemptRow> {
    const [row] = await q.update(deliveryAttempts).set(values).where(eq(deliveryAttempts.id, id)).returning();
    if (!row) throw new Error(`delivery attempt ${id} vanished`);
    return row;
  },

  async insertToken(q: Queryable, values: { orderId: string; tokenHash: string; expiresAt: Date; createdAt: Date }) {
    await q.insert(orderActionTokens).values({ ...values, purpose: PURPOSE });
  },

  /** A link's row by its hash, locked: only this module's purpose. */
  async tokenByHash(q: Queryable, tokenHash: string): Promise<TokenRow | undefined> {
    const [row] = await q
      .select()
      .from(orderActionTokens)
      .where(and(eq(orderActionTokens.tokenHash, tokenHash), eq(orderActionTokens.purpose, PURPOSE)))
      .for('update');
    return row;
  },

  /** Spends every unused link of the order (a decision was made, by whichever way). */
  async spendTokens(q: Queryable, orderId: string, at: Date) {
    await q
      .update(orderActionTokens)
      .set({ usedAt: at })
      .where(
        and(
          eq(orderActionTokens.orderId, orderId),
          eq(orderActionTokens.purpose, PURPOSE),
          isNull(orderActionTokens.usedAt),
        ),
      );
  },
};

export type DeliveryAttemptsRepository = typeof deliveryAttemptsRepository;
