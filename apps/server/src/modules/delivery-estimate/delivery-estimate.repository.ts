import { and, eq, sql } from 'drizzle-orm';
import type { DeliverySettings } from '@kala/contract/delivery-estimate';
import type { Db } from '../../db/client.ts';
import { codListEntries, deliveryPincodes, deliverySettings, productSizes, products } from '../../db/schema/index.ts';

export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** What the estimate needs of a piece: whether it is on sale, and its size's stock, making days and price. */
export interface PieceRow {
  productActive: boolean;
  /** Null when the product has no such size. */
  sizeId: string | null;
  stock: number | null;
  estimatedDelivery: string | null;
  pricePaise: number | null;
}

/** The delivery settings, the pieces the estimate reads, the seller's COD list and the shoppers' saved PIN codes. */
export function createDeliveryEstimateRepository(db: Db) {
  return {
    db,

    /** The product and, when it has it, the size (ids already known to be uuids); undefined: no such product. */
    async piece(productId: string, sizeId: string): Promise<PieceRow | undefined> {
      const [row] = await db
        .select({
          productActive: products.isActive,
          sizeId: productSizes.id,
          stock: productSizes.stock,
          estimatedDelivery: productSizes.estimatedDelivery,
          pricePaise: productSizes.discountedPaise,
        })
        .from(products)
        .leftJoin(productSizes, and(eq(productSizes.productId, products.id), eq(productSizes.id, sizeId)))
        .where(eq(products.id, productId));
      return row;
    },

    /** The seller's COD list entry for a PIN code (decision 030), if any. */
    async codListed(pincode: string): Promise<'block' | 'allow' | null> {
      const [row] = await db
        .select({ list: codListEntries.list })
        .from(codListEntries)
        .where(and(eq(codListEntries.kind, 'pincode'), eq(codListEntries.value, pincode)));
      return row?.list ?? null;
    },

    async settings(q: Queryable = db): Promise<DeliverySettings> {
      const [row] = await q
        .select({ festivalSeason: deliverySettings.festivalSeason })
        .from(deliverySettings)
        .where(eq(deliverySettings.id, 1));
      return { festivalSeason: row?.festivalSeason ?? false };
    },

    async saveSettings(q: Queryable, settings: DeliverySettings, at: Date): Promise<void> {
      await q
        .insert(deliverySettings)
        .values({ id: 1, festivalSeason: settings.festivalSeason, updatedAt: at })
        .onConflictDoUpdate({
          target: deliverySettings.id,
          set: { festivalSeason: settings.festivalSeason, updatedAt: at },
        });
    },

    async savedPincode(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ pincode: deliveryPincodes.pincode })
        .from(deliveryPincodes)
        .where(eq(deliveryPincodes.userId, userId));
      return row?.pincode ?? null;
    },

    async savePincode(userId: string, pincode: string, at: Date): Promise<void> {
      await db
        .insert(deliveryPincodes)
        .values({ userId, pincode, updatedAt: at })
        .onConflictDoUpdate({ target: deliveryPincodes.userId, set: { pincode, updatedAt: sql`excluded.updated_at` } });
    },
  };
}

export type DeliveryEstimateRepository = ReturnType<typeof createDeliveryEstimateRepository>;
