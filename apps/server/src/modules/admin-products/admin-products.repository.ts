import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creators, productSizes, products } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';
import { createCatalogRepository, type ProductRecord } from '../catalog/catalog.repository.ts';

/** The database or a transaction of it. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** A product's own columns as the admin writes them (prices already in paise, description already cleaned). */
export interface ProductColumns {
  name: string;
  subtitles: string;
  description: string;
  productDescription: string;
  /** Hindi text (issue 28); null: the English is shown. */
  nameHi: string | null;
  subtitlesHi: string | null;
  descriptionHi: string | null;
  productDescriptionHi: string | null;
  thumbnail: string;
  sliderImages: string[];
  category: string;
  tags: string[];
  isActive: boolean;
  creatorId: string | null;
  /** The piece's own HSN code and GST rate (issue 24); null: its category's. */
  hsnCode: string | null;
  gstRate: number | null;
}

export interface SizeColumns {
  /** An existing size of the product to change in place; absent for a new one. */
  id?: string | undefined;
  label: string;
  originalPaise: number;
  discountedPaise: number;
  isAvailable: boolean;
  stock: number | null;
  estimatedDelivery: string;
}

/** Product writes for the admin (issue 11 item 2). Reads reuse the catalogue's queries, inactive products included. */
export function createAdminProductsRepository(db: Db) {
  return {
    db,

    /** The product with sizes, reviews and creator, inactive or not, read on `q` (a transaction sees its writes). */
    async find(q: Queryable, id: string): Promise<ProductRecord | undefined> {
      return createCatalogRepository(q as Db).findById(id, true);
    },

    /**
     * Locks the product row until the transaction ends, so two admins saving the same product at once apply one
     * after the other (the second sees the first's sizes) instead of interleaving their size lists. `no key update`,
     * not `update`: an order being placed holds its sizes and then needs a key-share lock on the product for its
     * lines' foreign key, which `for update` would refuse while this waits for those sizes (a deadlock).
     */
    async lock(q: Queryable, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await q.select({ id: products.id }).from(products).where(eq(products.id, id)).for('no key update');
      return rows.length > 0;
    },

    async insertProduct(q: Queryable, columns: ProductColumns): Promise<string> {
      const [row] = await q.insert(products).values(columns).returning({ id: products.id });
      if (!row) throw new Error('product insert returned nothing');
      return row.id;
    },

    async updateProduct(q: Queryable, id: string, columns: Partial<ProductColumns>, at: Date): Promise<void> {
      await q
        .update(products)
        .set({ ...columns, updatedAt: at })
        .where(eq(products.id, id));
    },

    /**
     * Makes the product's sizes exactly `sizes`, in that order. Sizes that keep their id are changed in place, so the
     * cart lines and order lines pointing at them stay; sizes left out are deleted (cart lines go with them, order
     * lines keep their copied label and price and lose only the link). Labels are unique per product, so kept sizes
     * first take a temporary label (their own id): swapping two labels never meets the unique index half-way.
     */
    async replaceSizes(q: Queryable, productId: string, sizes: SizeColumns[]): Promise<void> {
      const keptIds = sizes.map((s) => s.id).filter((id): id is string => Boolean(id));
      // All of the product's sizes are locked first, in id order, the order in which an order takes stock: changing
      // them in the form's order instead could deadlock with an order of two of them.
      await q
        .select({ id: productSizes.id })
        .from(productSizes)
        .where(eq(productSizes.productId, productId))
        .orderBy(asc(productSizes.id))
        .for('update');
      await q
        .delete(productSizes)
        .where(
          keptIds.length
            ? and(eq(productSizes.productId, productId), notInArray(productSizes.id, keptIds))
            : eq(productSizes.productId, productId),
        );
      for (const id of keptIds) {
        await q.update(productSizes).set({ label: id }).where(eq(productSizes.id, id));
      }
      for (const [position, size] of sizes.entries()) {
        const { id, ...columns } = size;
        if (id) {
          await q
            .update(productSizes)
            .set({ ...columns, position })
            .where(and(eq(productSizes.id, id), eq(productSizes.productId, productId)));
        } else {
          await q.insert(productSizes).values({ ...columns, productId, position });
        }
      }
    },

    async sizeIds(q: Queryable, productId: string): Promise<string[]> {
      const rows = await q
        .select({ id: productSizes.id })
        .from(productSizes)
        .where(eq(productSizes.productId, productId));
      return rows.map((r) => r.id);
    },

    async setSizeAvailability(q: Queryable, sizeId: string, isAvailable: boolean): Promise<void> {
      await q.update(productSizes).set({ isAvailable }).where(eq(productSizes.id, sizeId));
    },

    /**
     * Deletes the product. Its sizes and reviews go with it, and so do cart and wishlist lines (nobody can buy it any
     * more); order lines keep their copied name, size, image and price, with product and size set to null.
     */
    async deleteProduct(q: Queryable, id: string): Promise<void> {
      await q.delete(products).where(eq(products.id, id));
    },

    async creatorExists(q: Queryable, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await q.select({ id: creators.id }).from(creators).where(eq(creators.id, id));
      return rows.length > 0;
    },

    async creators(): Promise<{ _id: string; name: string }[]> {
      return db.select({ _id: creators.id, name: creators.name }).from(creators).orderBy(asc(creators.name));
    },
  };
}

export type AdminProductsRepository = ReturnType<typeof createAdminProductsRepository>;
