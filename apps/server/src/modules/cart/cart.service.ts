import { CART_MAX_QUANTITY, CART_MESSAGES, type Cart, type CartItem, type CartLineInput } from '@kala/contract/cart';
import { textIn, type Locale } from '@kala/contract/locale';
import { toRupees } from '@kala/contract/money';
import { BadRequestError, NotFoundError, UnprocessableError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { FEW_LEFT, STOCK_MESSAGES } from '@kala/contract/stock-messages';
import { salePricePaise } from '@kala/contract/sale-price';
import { needsHeldPieces, withHeldPieces, type SalePricer, type SizeStock } from '../orders/order-lines.ts';
import { priceOrder } from '../orders/pricing.ts';
import type { TaxRegime } from '../tax/tax.service.ts';
import type { CartLineRow, CartRepository } from './cart.repository.ts';

/** A uuid no size has: asked for when the size id given is not a uuid at all. */
const NO_SIZE = '00000000-0000-0000-0000-000000000000';

/**
 * Cart rules (spec §7 Cart, architecture §6.1): every price comes from the catalogue when the cart is read, a line
 * whose size went out of stock or whose price moved is flagged rather than dropped, and the totals (subtotal, GST)
 * are computed here in integer paise. A size sold out only to the shopper's own online cart orders still waiting for
 * their payment is available to that shopper (decision 018): placing the cart again replaces those orders and gets
 * the pieces back. Every other shopper sees it out of stock. A quantity above the pieces in stock (as this shopper may
 * have them) is refused, and a line with few pieces left, or fewer than it asks for, says how many (decision 038).
 */
export function createCartService(
  repository: CartRepository,
  options: { tax: { regime(): Promise<TaxRegime> }; sales?: { pricer(): Promise<SalePricer> } | undefined },
) {
  /**
   * The sizes as this shopper may buy them, each with the quantity wanted of it: a counted size counts the pieces
   * their own unpaid cart orders hold. Those are read only when a size is sold out, has few pieces left or fewer
   * than wanted.
   */
  async function asSeenBy<Size extends SizeStock & { quantity: number }>(userId: string, sizes: Size[]) {
    if (!sizes.some((size) => needsHeldPieces(size, size.quantity))) return sizes;
    const held = await repository.heldPieces(userId);
    return sizes.map((size) => withHeldPieces(size, held));
  }

  /** The size a shopper may have `quantity` of now, or the 4xx that says why not. */
  async function purchasableSize(userId: string, productId: string, sizeId: string, quantity: number) {
    if (!isUuid(productId)) throw new NotFoundError(CART_MESSAGES.productNotFound);
    // A size id that is not a uuid finds no size (the product is still checked first: its message comes first).
    const product = await repository.findProductSize(productId, isUuid(sizeId) ? sizeId : NO_SIZE);
    if (!product || !product.isActive) throw new NotFoundError(CART_MESSAGES.productNotFound);
    const found = product.size;
    if (!found) throw new NotFoundError(CART_MESSAGES.sizeNotFound);
    const [size] = await asSeenBy(userId, [{ ...found, quantity }]);
    if (!size?.sizeAvailable || size.stock === 0) throw new UnprocessableError(CART_MESSAGES.outOfStock);
    if (size.stock !== null && quantity > size.stock)
      throw new UnprocessableError(STOCK_MESSAGES.aboveStock(size.stock));
    return size;
  }

  function toItem(
    row: CartLineRow,
    sales: SalePricer | undefined,
    locale: Locale,
  ): {
    item: CartItem;
    countedPaise: number;
    countedPieces: number;
    row: CartLineRow;
  } {
    // A counted size at 0 is out of stock even if left switched on: no order could take a piece of it.
    const isAvailable = row.productActive && row.sizeAvailable && row.stock !== 0;
    // 'Only 2 left' (few remain), or fewer than the line asks for: the shopper must lower it to check out.
    const showLeft = isAvailable && row.stock !== null && (row.stock <= FEW_LEFT || row.stock < row.quantity);
    // The kept price is the usual one; a live sale lowers the price shown and charged (decision 041).
    const priceChanged = row.pricePaise !== row.pricePaiseWhenAdded;
    const sale = sales?.({ productId: row.productId, category: row.category });
    const unitPaise = sale ? salePricePaise(row.pricePaise, sale.percentOff) : row.pricePaise;
    const linePaise = isAvailable ? unitPaise * row.quantity : 0;
    return {
      item: {
        product: {
          _id: row.productId,
          name: textIn(locale, row.productName, row.productNameHi),
          thumbnail: row.thumbnail,
        },
        selectedSize: { sizeId: row.sizeId, size: row.sizeLabel, price: toRupees(unitPaise) },
        quantity: row.quantity,
        lineTotal: toRupees(linePaise),
        isAvailable,
        ...(isAvailable ? {} : { unavailableReason: row.productActive ? 'outOfStock' : 'productInactive' }),
        ...(showLeft && row.stock !== null ? { piecesLeft: row.stock } : {}),
        priceChanged,
        ...(priceChanged ? { previousPrice: toRupees(row.pricePaiseWhenAdded) } : {}),
        ...(sale
          ? { sale: { name: sale.name, percentOff: sale.percentOff, usualPrice: toRupees(row.pricePaise) } }
          : {}),
      },
      countedPaise: linePaise,
      countedPieces: isAvailable ? row.quantity : 0,
      row,
    };
  }

  /**
   * The cart as the shopper sees it, in the page's language; `read` when its lines were just read with a write (add
   * to cart).
   */
  async function cart(userId: string, locale: Locale = 'en', read?: CartLineRow[]): Promise<Cart> {
    const [rows, regime, sales] = await Promise.all([
      read ?? repository.lines(userId),
      options.tax.regime(),
      options.sales?.pricer(),
    ]);
    const lines = (await asSeenBy(userId, rows)).map((row) => toItem(row, sales, locale));
    const counted = lines.filter((l) => l.countedPieces > 0);
    // The one pricing function (modules/orders/pricing.ts), before any courier or address is known.
    const totals = priceOrder({
      // Each counted line is priced as its line total (unavailable lines are left out).
      lines: counted.map((l) => ({
        unitPaise: l.countedPaise,
        quantity: 1,
        ratePercent: regime.rateOf(l.row).ratePercent,
      })),
      tax: { pricesIncludeTax: regime.pricesIncludeTax, interState: null },
      shipping: null,
      paymentMethod: null,
    });
    return {
      items: lines.map((l) => l.item),
      totalItems: lines.reduce((sum, l) => sum + l.countedPieces, 0),
      totalPrice: toRupees(totals.totalPaise),
      subtotal: toRupees(totals.subtotalPaise),
      gst: {
        percent: totals.chargesRatePercent,
        rates: totals.gstRates,
        included: totals.pricesIncludeTax,
        amount: toRupees(totals.taxPaise),
      },
      shipping: null,
    };
  }

  return {
    cart,

    count: (userId: string) => repository.countPieces(userId),

    /**
     * Adds to the line of this size (or starts it) and answers the cart as it now is. The catalogue's check and the
     * add are one statement; when it adds nothing, the reason is found: off sale, the stock passed (decision 038) or
     * the per-line limit. A size whose pieces the shopper's own unpaid cart orders hold (decision 018) takes the
     * longer way, as its held pieces must be counted first.
     */
    async add(userId: string, input: CartLineInput, locale: Locale = 'en'): Promise<Cart> {
      if (!isUuid(input.productId)) throw new NotFoundError(CART_MESSAGES.productNotFound);
      const sizeId = isUuid(input.sizeId) ? input.sizeId : NO_SIZE;
      const tried = await repository.addIfPurchasable({ userId, ...input, sizeId });
      if (!tried || !tried.isActive) throw new NotFoundError(CART_MESSAGES.productNotFound);
      if (!tried.size) throw new NotFoundError(CART_MESSAGES.sizeNotFound);
      if (tried.added) return cart(userId, locale, tried.added.lines);
      const wanted = tried.inCart + input.quantity;
      const [size] = await asSeenBy(userId, [{ ...tried.size, quantity: wanted }]);
      if (!size?.sizeAvailable || size.stock === 0) throw new UnprocessableError(CART_MESSAGES.outOfStock);
      const left = size.stock;
      if (left !== null && wanted > left) throw new UnprocessableError(STOCK_MESSAGES.aboveStock(left, tried.inCart));
      if (wanted > CART_MAX_QUANTITY) throw new BadRequestError(CART_MESSAGES.quantityMax);
      // Allowed only by the held pieces (or the cart changed meanwhile): added within the stock as this shopper sees it.
      const quantity = await repository.addToLine({ userId, ...input, pricePaise: size.pricePaise, stockLimit: left });
      if (quantity !== undefined) return cart(userId, locale);
      if (left === null) throw new BadRequestError(CART_MESSAGES.quantityMax);
      // An add that raced others for the line: the message names what the cart holds now, not what this one first read.
      const inCartNow = await repository.quantityInCart(userId, input.sizeId);
      throw new UnprocessableError(STOCK_MESSAGES.aboveStock(left, inCartNow));
    },

    /** Sets a line's quantity; the line's reference price becomes today's, as the shopper has now seen it. */
    async update(userId: string, input: CartLineInput, locale: Locale = 'en'): Promise<Cart> {
      const size = await purchasableSize(userId, input.productId, input.sizeId, input.quantity);
      const updated = await repository.setQuantity({ userId, ...input, pricePaise: size.pricePaise });
      if (!updated) throw new NotFoundError(CART_MESSAGES.itemNotFound);
      return cart(userId, locale);
    },

    /** Removes a line whatever state its product is in (remove is always the way out). */
    async remove(userId: string, productId: string, sizeId: string, locale: Locale = 'en'): Promise<Cart> {
      const removed = isUuid(productId) && isUuid(sizeId) && (await repository.removeLine(userId, productId, sizeId));
      if (!removed) throw new NotFoundError(CART_MESSAGES.itemNotFound);
      return cart(userId, locale);
    },

    async clear(userId: string, locale: Locale = 'en'): Promise<Cart> {
      await repository.clear(userId);
      return cart(userId, locale);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
