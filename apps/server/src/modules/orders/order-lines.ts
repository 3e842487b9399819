import { CART_MAX_QUANTITY } from '@kala/contract/cart-messages';
import { ORDER_MESSAGES, type CustomItem } from '@kala/contract/orders';
import { FEW_LEFT } from '@kala/contract/stock-messages';
import { toPaise, toRupees } from '@kala/contract/money';
import { salePricePaise } from '@kala/contract/sale-price';
import { ConflictError, NotFoundError, UnprocessableError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { RiskFactsParams, RiskFactsRow } from '../cod/cod.repository.ts';
import type { ProductTaxOverride } from '../tax/tax.service.ts';
import type { OrdersRepository, Queryable, SourceLine } from './orders.repository.ts';

/** A line ready to price and copy into an order. */
export interface OrderLine {
  productId: string;
  sizeId: string;
  name: string;
  /** The Hindi name where the piece has one; the order itself keeps the English (invoices, the admin panel). */
  nameHi?: string | null;
  size: string;
  image: string;
  /** The unit price charged: the usual price, or the sale price while a live sale covers the piece (decision 041). */
  unitPaise: number;
  /** The usual selling price of the size now (the unit price before any sale). */
  listUnitPaise: number;
  /** The live sale that priced the line, and its name; null when none did. */
  saleId: string | null;
  saleName: string | null;
  quantity: number;
  /** The size's stock count when read (null: made to order, nothing to take). */
  stock: number | null;
  /** The piece's category and own HSN code and rate, which the tax settings turn into its rate (pricing). */
  tax: ProductTaxOverride;
}

/** A live sale as it prices a line (modules/sales). */
export interface SaleOnLine {
  id: string;
  name: string;
  percentOff: number;
}

/** The live sale that covers a piece now, if any (modules/sales#pricer). */
export type SalePricer = (piece: { productId: string; category: string }) => SaleOnLine | undefined;

/** The usual price and the sale that priced a line, as order_items keeps them (decision 041: per-sale figures). */
export const saleLineColumns = (line: OrderLine) => ({
  listUnitPricePaise: line.listUnitPaise,
  saleId: line.saleId,
  saleName: line.saleName,
});

export interface LinesInput {
  useCartItems: boolean;
  customItems?: CustomItem[] | undefined;
}

/** Several lines of one size in a quick order are one line. */
function mergeBySize(items: CustomItem[]): CustomItem[] {
  const merged = new Map<string, CustomItem>();
  for (const item of items) {
    const seen = merged.get(item.sizeId);
    merged.set(item.sizeId, seen ? { ...seen, quantity: seen.quantity + item.quantity } : item);
  }
  return [...merged.values()];
}

/**
 * Stops the order, naming the piece, when a line cannot be bought as the shopper saw it: the product is off sale,
 * the size is out of stock, or its price moved since it was put in the cart (or shown in the quick order).
 */
function checkLine(line: SourceLine, seenPaise: number | null, sales?: SalePricer): OrderLine {
  const sale = sales?.({ productId: line.productId, category: line.category });
  const unitPaise = sale ? salePricePaise(line.pricePaise, sale.percentOff) : line.pricePaise;
  if (!line.productActive) throw new UnprocessableError(ORDER_MESSAGES.productGone(line.productName));
  if (!line.sizeAvailable || line.stock === 0) {
    throw new UnprocessableError(ORDER_MESSAGES.outOfStock(line.productName, line.sizeLabel));
  }
  // The checkout's review (the preview) and the order say it before the transaction (issue 26): the conditional
  // `takeStock` there stays the check that counts when orders race.
  if (line.stock !== null && line.quantity > line.stock) {
    throw new UnprocessableError(ORDER_MESSAGES.notEnoughStock(line.productName, line.sizeLabel, line.stock));
  }
  // The price seen may be the usual one (a cart keeps it: a sale that starts or ends while a piece waits there moves
  // the price shown, not the one kept) or the sale's; either is the price the shopper knew (decision 041).
  if (seenPaise !== null && seenPaise !== line.pricePaise && seenPaise !== unitPaise) {
    throw new UnprocessableError(
      ORDER_MESSAGES.priceChanged(line.productName, line.sizeLabel, toRupees(seenPaise), toRupees(unitPaise)),
    );
  }
  return {
    productId: line.productId,
    sizeId: line.sizeId,
    name: line.productName,
    nameHi: line.productNameHi,
    size: line.sizeLabel,
    image: line.thumbnail,
    unitPaise,
    listUnitPaise: line.pricePaise,
    saleId: sale?.id ?? null,
    saleName: sale?.name ?? null,
    quantity: line.quantity,
    stock: line.stock,
    tax: { category: line.category, hsnCode: line.hsnCode, gstRate: line.gstRate },
  };
}

/** A size's stock facts as read from the catalogue. */
export interface SizeStock {
  sizeId: string;
  sizeAvailable: boolean;
  stock: number | null;
}

/** Sold out (stock 0, so off sale). */
export const isSoldOut = (line: SizeStock): boolean => !line.sizeAvailable && line.stock === 0;

/**
 * Whether the pieces the shopper's own unpaid cart orders hold could change what this line allows: only for a counted
 * size that is sold out, has few pieces left (the 'Only 2 left' figure counts them) or fewer than `quantity`. The held
 * pieces are read only then (decision 018's cost, widened by decision 038).
 */
export const needsHeldPieces = (line: SizeStock, quantity = 0): boolean =>
  line.stock !== null && (isSoldOut(line) || line.stock <= FEW_LEFT || line.stock < quantity);

/**
 * A size as the shopper whose online cart orders wait for their payment may buy it: placing from the cart replaces
 * those orders and gives their pieces back first (orders.service.ts#place), so those pieces count as theirs: a size
 * they sold out is available to them, and the pieces left are the stock plus theirs (decision 038). Their cart shows
 * it so (cart.service.ts). The stock taken in the transaction stays the real check. A size switched off while pieces
 * remain is still off.
 */
export function withHeldPieces<Line extends SizeStock>(line: Line, held: ReadonlyMap<string, number>): Line {
  const pieces = held.get(line.sizeId) ?? 0;
  if (pieces === 0 || line.stock === null) return line;
  if (!line.sizeAvailable && line.stock !== 0) return line;
  return { ...line, sizeAvailable: true, stock: line.stock + pieces };
}

/**
 * An empty cart: 'Your cart was already ordered', naming the order, when the shopper's own order from the cart emptied
 * it lately (placed from another tab or window, whose checkout still showed the cart); else 'Your cart is empty'.
 */
async function emptyCartError(repository: OrdersRepository, q: Queryable, userId: string) {
  const ordered = await repository.latestOrderThatEmptiedCart(q, userId);
  if (!ordered) return new UnprocessableError(ORDER_MESSAGES.emptyCart);
  return new ConflictError(ORDER_MESSAGES.cartAlreadyOrdered, {
    order: { orderId: ordered.id, orderNumber: ordered.orderNumber },
  });
}

/** An order's lines, and whether placing them replaces the shopper's unpaid online cart orders (decision 018). */
export interface LinesRead {
  lines: OrderLine[];
  unpaidCartOrders: boolean;
  /** A COD order's risk facts, when they were asked for and read with the cart's lines; else absent. */
  risk?: RiskFactsRow;
}

/** The cart's lines, counting back the pieces the shopper's unpaid online cart orders hold (only then read). */
async function cartOrderLines(
  repository: OrdersRepository,
  q: Queryable,
  userId: string,
  riskParams: RiskFactsParams | undefined,
  sales: SalePricer | undefined,
): Promise<LinesRead> {
  const lines: (Awaited<ReturnType<OrdersRepository['cartLines']>>[number] & { risk?: RiskFactsRow })[] = riskParams
    ? await repository.cartLinesWithRisk(riskParams)
    : await repository.cartLines(userId);
  if (lines.length === 0) throw await emptyCartError(repository, q, userId);
  // Only a shopper with unpaid cart orders (the lines' read says so) can hold pieces.
  const held =
    lines[0]!.unpaidCartOrders && lines.some((line) => needsHeldPieces(line, line.quantity))
      ? await repository.piecesHeldByUnpaidCartOrders(q, userId)
      : new Map<string, number>();
  return {
    lines: lines.map((line) => checkLine(withHeldPieces(line, held), line.pricePaiseWhenAdded, sales)),
    unpaidCartOrders: lines[0]!.unpaidCartOrders,
    ...(lines[0]!.risk && { risk: lines[0]!.risk }),
  };
}

/**
 * The lines an order is for (the cart's, or a quick order's), read from the catalogue now and checked. `riskParams`
 * (a COD order's) has the cart's read carry the risk tier's facts too; a quick order's are read by the tier itself.
 */
export async function readOrderLines(
  repository: OrdersRepository,
  q: Queryable,
  userId: string,
  input: LinesInput,
  riskParams?: RiskFactsParams,
  sales?: SalePricer,
): Promise<LinesRead> {
  if (input.useCartItems) return cartOrderLines(repository, q, userId, riskParams, sales);
  const items = mergeBySize(input.customItems ?? []);
  if (items.some((item) => !isUuid(item.productId) || !isUuid(item.sizeId)))
    throw new NotFoundError('Product not found');
  const sizes = new Map(
    (
      await repository.sizesOf(
        q,
        items.map((item) => item.sizeId),
      )
    ).map((s) => [s.sizeId, s]),
  );
  const lines = items.map((item) => {
    const size = sizes.get(item.sizeId);
    if (!size || size.productId !== item.productId) throw new NotFoundError('Product not found');
    if (item.quantity > CART_MAX_QUANTITY) throw new UnprocessableError(ORDER_MESSAGES.quantityMax);
    const seen = item.seenPrice === undefined ? null : toPaise(item.seenPrice);
    return checkLine({ ...size, pricePaiseWhenAdded: null, quantity: item.quantity }, seen, sales);
  });
  // A quick order never replaces the cart's orders.
  return { lines, unpaidCartOrders: false };
}
