/**
 * The one rule for the price a piece is shown at ("From ₹1,269.00" on its card): its cheapest size in stock, else,
 * when nothing is in stock, its cheapest size. The card, the listing's price filter and price sort (the server's
 * `shownPricePaise` in modules/catalog/catalog.repository.ts says the same in SQL), the wishlist and the structured
 * data of a product page all use it, so a sorted list is in the order its cards show and a filter keeps what its
 * cards show within the limit. Free of zod, so the storefront's first load can import it.
 */
export interface PricedSize {
  discountedPrice: number;
  isAvailable: boolean;
  /** The price during a live sale (decision 041), which is the price the piece is shown at while present. */
  salePrice?: number | undefined;
}

/** What a size costs now: its sale price during a live sale, else its usual selling price. */
export const priceNow = (size: PricedSize): number => size.salePrice ?? size.discountedPrice;

/** The size whose price a piece is shown at; on a tie, the earlier size. Undefined for a piece without sizes. */
export function leadSize<S extends PricedSize>(sizes: readonly S[]): S | undefined {
  let cheapest: S | undefined;
  let cheapestInStock: S | undefined;
  for (const size of sizes) {
    // A sale takes the same percent off every size of a piece, so it never changes which size is the cheapest.
    if (!cheapest || priceNow(size) < priceNow(cheapest)) cheapest = size;
    if (size.isAvailable && (!cheapestInStock || priceNow(size) < priceNow(cheapestInStock))) {
      cheapestInStock = size;
    }
  }
  return cheapestInStock ?? cheapest;
}

/** The price a piece is shown at, in rupees (see leadSize). */
export const shownPrice = (sizes: readonly PricedSize[]): number | undefined => {
  const lead = leadSize(sizes);
  return lead && priceNow(lead);
};

/**
 * Whether the card says "From": the sizes the shown price is chosen among (those in stock, else all) do not all
 * cost the same, so some cost more than the price shown.
 */
export function hasPriceRange(sizes: readonly PricedSize[]): boolean {
  const inStock = sizes.filter((s) => s.isAvailable);
  const among = inStock.length > 0 ? inStock : sizes;
  return new Set(among.map(priceNow)).size > 1;
}
