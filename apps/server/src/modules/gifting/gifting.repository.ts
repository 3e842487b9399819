import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { giftSettings, orderGifts } from '../../db/schema/index.ts';

export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
export type OrderGiftRow = typeof orderGifts.$inferSelect;
export type NewOrderGift = typeof orderGifts.$inferInsert;

/** The seller's gift-wrap setting (one row, absent until saved: wrap off) and the gift orders' gifts. */
export function createGiftingRepository(db: Db) {
  return {
    db,

    async settings(q: Queryable = db): Promise<{ wrapEnabled: boolean; wrapPricePaise: number }> {
      const [row] = await q
        .select({ wrapEnabled: giftSettings.wrapEnabled, wrapPricePaise: giftSettings.wrapPricePaise })
        .from(giftSettings)
        .where(eq(giftSettings.id, 1));
      return row ?? { wrapEnabled: false, wrapPricePaise: 0 };
    },

    async saveSettings(q: Queryable, settings: { wrapEnabled: boolean; wrapPricePaise: number }, at: Date) {
      await q
        .insert(giftSettings)
        .values({ id: 1, ...settings, updatedAt: at })
        .onConflictDoUpdate({ target: giftSettings.id, set: { ...settings, updatedAt: at } });
    },

    /** Written in the order's own transaction, right after the order row. */
    async insertGift(q: Queryable, gift: NewOrderGift): Promise<OrderGiftRow> {
      const [row] = await q.insert(orderGifts).values(gift).returning();
      return row!;
    },

    async giftsOf(q: Queryable, orderIds: readonly string[]): Promise<OrderGiftRow[]> {
      if (orderIds.length === 0) return [];
      return q
        .select()
        .from(orderGifts)
        .where(inArray(orderGifts.orderId, [...orderIds]));
    },
  };
}

export type GiftingRepository = ReturnType<typeof createGiftingRepository>;
