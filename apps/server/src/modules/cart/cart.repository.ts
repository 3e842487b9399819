import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { CART_MAX_QUANTITY } from '@kala/contract/cart';
import type { Db } from '../../db/client.ts';
import { cartAdditions, cartItems, productSizes, products } from '../../db/schema/index.ts';
import { lineColumns, piecesHeldByUnpaidCartOrders } from '../orders/orders.repository.ts';

/** A cart line with today's catalogue facts about its product and size. */
export interface CartLineRow {
  productId: string;
  productName: string;
  /** The Hindi name where the piece has one (issue 28): a Hindi page's cart shows it. */
  productNameHi: string | null;
  thumbnail: string;
  productActive: boolean;
  sizeId: string;
  sizeLabel: string;
  sizeAvailable: boolean;
  /** Pieces in stock; null for a made-to-order size. */
  stock: number | null;
  pricePaise: number;
  pricePaiseWhenAdded: number;
  quantity: number;
  /** GST (issue 24): the category, and the product's own HSN code and rate when set. */
  category: string;
  hsnCode: string | null;
  gstRate: number | null;
}

/** A shopper's wish to add pieces of a size (ids already known to be uuids). */
interface PurchaseAttempt {
  userId: string;
  productId: string;
  sizeId: string;
  quantity: number;
}

/**
 * Add to cart in one round trip (issue 31): reads the product and the size as the catalogue has them now and, only
 * when the product is on sale and the size available, adds to the shopper's line at today's price, as addToLine
 * does (the per-line limit and the pieces in stock checked against the row; a `cart_additions` record with it).
 * Answers the catalogue's facts (undefined: no such product; `size` undefined: no such size), the pieces of the size
 * already in the cart, and, when the add was made, the line's new quantity and the cart's lines as they now are (the
 * answer needs no second read); `added` is undefined when nothing was added (the product or size off sale, the limit
 * or the stock passed). The caller tells these apart.
 */
async function addIfPurchasable(db: Db, line: PurchaseAttempt) {
  const result = await db.execute(sql`
    with ps as (
      select ${products.isActive} as is_active, ${productSizes.id} as size_id,
             ${productSizes.isAvailable} as is_available, ${productSizes.stock} as stock,
             ${productSizes.discountedPaise} as price_paise,
             coalesce((select c.quantity from ${cartItems} c
                       where c.user_id = ${line.userId}::uuid and c.size_id = ${productSizes.id}), 0) as in_cart
      from ${products}
      left join ${productSizes} on ${productSizes.productId} = ${products.id} and ${productSizes.id} = ${line.sizeId}
      where ${products.id} = ${line.productId}
    ), line as (
      insert into ${cartItems} (user_id, product_id, size_id, quantity, price_paise_when_added)
      select ${line.userId}::uuid, ${line.productId}::uuid, ps.size_id, ${line.quantity}::int, ps.price_paise
      from ps where ps.is_active and ps.is_available and (ps.stock is null or ${line.quantity}::int <= ps.stock)
      on conflict (user_id, size_id) do update
        set quantity = ${cartItems}.quantity + excluded.quantity,
            price_paise_when_added = excluded.price_paise_when_added,
            updated_at = now()
        where ${cartItems}.quantity + excluded.quantity <= ${CART_MAX_QUANTITY}
          and ${withinStock(sql`${cartItems}.quantity + excluded.quantity`)}
      returning id, created_at, product_id, size_id, quantity, price_paise_when_added
    ), added as (
      insert into ${cartAdditions} (user_id, product_id)
      select ${line.userId}::uuid, ${line.productId}::uuid where exists (select 1 from line)
    ), cart as (
      -- The cart as it now is, for the answer: this statement reads the lines as they were before it, so the line it
      -- wrote comes from its own RETURNING and its old version is left out.
      select id, created_at, product_id, size_id, quantity, price_paise_when_added from ${cartItems}
      where user_id = ${line.userId} and size_id <> ${line.sizeId} and exists (select 1 from line)
      union all
      select * from line
    )
    select ps.*, (select quantity from line) as quantity,
      (select json_agg(json_build_object(
          'productId', ${products.id}, 'productName', ${products.name}, 'productNameHi', ${products.nameHi},
          'thumbnail', ${products.thumbnail},
          'productActive', ${products.isActive}, 'sizeId', ${productSizes.id}, 'sizeLabel', ${productSizes.label},
          'sizeAvailable', ${productSizes.isAvailable}, 'stock', ${productSizes.stock},
          'pricePaise', ${productSizes.discountedPaise}, 'pricePaiseWhenAdded', cart.price_paise_when_added,
          'quantity', cart.quantity, 'category', ${products.category}, 'hsnCode', ${products.hsnCode},
          'gstRate', ${products.gstRate}
        ) order by cart.created_at, cart.id)
        from cart
        join ${productSizes} on ${productSizes.id} = cart.size_id
        join ${products} on ${products.id} = cart.product_id) as lines
    from ps`);
  // Both drivers answer `{ rows }`; the generic type does not say so.
  const { rows } = result as unknown as {
    rows: {
      is_active: boolean;
      size_id: string | null;
      is_available: boolean | null;
      stock: number | null;
      price_paise: number | null;
      in_cart: number | string | null;
      quantity: number | null;
      lines: CartLineRow[] | null;
    }[];
  };
  const row = rows[0];
  if (!row) return undefined;
  const size =
    row.size_id !== null && row.is_available !== null && row.price_paise !== null
      ? { sizeId: row.size_id, sizeAvailable: row.is_available, stock: row.stock, pricePaise: row.price_paise }
      : undefined;
  // The cart's lines come only with an add that was made.
  const added = row.quantity === null ? undefined : { quantity: row.quantity, lines: row.lines ?? [] };
  return { isActive: row.is_active, size, inCart: Number(row.in_cart ?? 0), added };
}

/**
 * The condition that a line's new quantity fits the size's stock, read on the row as the upsert finds it: two adds
 * racing for the last pieces both wait on the line's row, and the second sees the first's quantity (issue 26).
 */
const withinStock = (quantity: SQL) =>
  sql`(select s.stock is null or ${quantity} <= s.stock from ${productSizes} s where s.id = excluded.size_id)`;

/** Every query here takes the session user's id and filters by it: no cart is reachable through another's id. */
export function createCartRepository(db: Db) {
  const productAndSize = db
    .select({
      isActive: products.isActive,
      sizeId: productSizes.id,
      sizeAvailable: productSizes.isAvailable,
      stock: productSizes.stock,
      pricePaise: productSizes.discountedPaise,
    })
    .from(products)
    .leftJoin(
      productSizes,
      and(eq(productSizes.productId, products.id), eq(productSizes.id, sql.placeholder('sizeId'))),
    )
    .where(eq(products.id, sql.placeholder('productId')))
    .prepare('cart_product_size');
  // The order's own line columns (orders/order-rows.ts), so the cart shows a line as an order would copy it.
  const cartLines = db
    .select({
      ...lineColumns,
      pricePaiseWhenAdded: cartItems.pricePaiseWhenAdded,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .innerJoin(productSizes, eq(productSizes.id, cartItems.sizeId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .prepare('cart_lines');

  return {
    /**
     * The product and one of its sizes as the catalogue has them now, in one prepared statement (add to cart runs it
     * on every add): undefined when the product is missing, `size` undefined when it has no such size.
     */
    async findProductSize(productId: string, sizeId: string) {
      const [row] = await productAndSize.execute({ productId, sizeId });
      if (!row) return undefined;
      const { sizeId: foundSizeId, sizeAvailable, stock, pricePaise } = row;
      const size =
        foundSizeId !== null && sizeAvailable !== null && pricePaise !== null
          ? { sizeId: foundSizeId, sizeAvailable, stock, pricePaise }
          : undefined;
      return { isActive: row.isActive, size };
    },

    /** The shopper's lines with today's catalogue facts, oldest first (prepared: every cart read and add runs it). */
    lines: (userId: string): Promise<CartLineRow[]> => cartLines.execute({ userId }),

    addIfPurchasable: (line: PurchaseAttempt) => addIfPurchasable(db, line),

    /**
     * Adds to the line of this size, creating it if needed, in one statement: two adds that race both count, and
     * the per-line limit is checked against the quantity the row holds at that moment. Returns the new quantity,
     * or undefined when the sum would pass the limit (then nothing changed). A successful add is also recorded in
     * `cart_additions` by the same statement (analytics' cart-to-order conversion: cart lines vanish when ordered),
     * so the record and the add happen together or not at all, in one round trip rather than a transaction's four.
     */
    async addToLine(line: {
      userId: string;
      productId: string;
      sizeId: string;
      quantity: number;
      pricePaise: number;
      /** The most pieces the line may hold by the stock as this shopper sees it (decision 038); null: no count. */
      stockLimit: number | null;
    }) {
      const limit = Math.min(CART_MAX_QUANTITY, line.stockLimit ?? CART_MAX_QUANTITY);
      const result = await db.execute(sql`
        with line as (
          insert into ${cartItems} (user_id, product_id, size_id, quantity, price_paise_when_added)
          select ${line.userId}::uuid, ${line.productId}::uuid, ${line.sizeId}::uuid, ${line.quantity}::int,
                 ${line.pricePaise}::int
          where ${line.quantity}::int <= ${limit}::int
          on conflict (user_id, size_id) do update
            set quantity = ${cartItems}.quantity + excluded.quantity,
                price_paise_when_added = excluded.price_paise_when_added,
                updated_at = now()
            where ${cartItems}.quantity + excluded.quantity <= ${limit}::int
          returning quantity
        ), added as (
          insert into ${cartAdditions} (user_id, product_id)
          select ${line.userId}::uuid, ${line.productId}::uuid where exists (select 1 from line)
        )
        select quantity from line`);
      // Both drivers answer `{ rows }`; the generic type does not say so.
      const { rows } = result as unknown as { rows: { quantity: number }[] };
      return rows[0]?.quantity;
    },

    /** Sets the quantity of an existing line; false when the user has no such line. */
    async setQuantity(line: {
      userId: string;
      productId: string;
      sizeId: string;
      quantity: number;
      pricePaise: number;
    }) {
      const rows = await db
        .update(cartItems)
        .set({ quantity: line.quantity, pricePaiseWhenAdded: line.pricePaise, updatedAt: sql`now()` })
        .where(
          and(
            eq(cartItems.userId, line.userId),
            eq(cartItems.productId, line.productId),
            eq(cartItems.sizeId, line.sizeId),
          ),
        )
        .returning({ id: cartItems.id });
      return rows.length > 0;
    },

    async removeLine(userId: string, productId: string, sizeId: string) {
      const rows = await db
        .delete(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId), eq(cartItems.sizeId, sizeId)))
        .returning({ id: cartItems.id });
      return rows.length > 0;
    },

    async clear(userId: string) {
      await db.delete(cartItems).where(eq(cartItems.userId, userId));
    },

    /**
     * The pieces per size that the shopper's own online cart orders, still waiting for their payment, hold: a new
     * order from the cart replaces those orders and gets them back (the orders module's query, decision 018).
     */
    heldPieces: (userId: string): Promise<Map<string, number>> => piecesHeldByUnpaidCartOrders(db, userId),

    /** The pieces of one size in the shopper's cart now (0 without a line): what a refused add's message names. */
    async quantityInCart(userId: string, sizeId: string): Promise<number> {
      const [row] = await db
        .select({ quantity: cartItems.quantity })
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.sizeId, sizeId)));
      return row?.quantity ?? 0;
    },

    /** Pieces in the cart, every line counted (the header badge). */
    async countPieces(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
        .from(cartItems)
        .where(eq(cartItems.userId, userId));
      return row?.count ?? 0;
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
