/** A product's sales over a range: pieces and the goods' value of its lines, in paise. */
export interface ProductSales {
  productId: string | null;
  name: string;
  units: number;
  revenuePaise: number;
}

/**
 * The best sellers by one measure, largest first, ties by the other measure, then by name so the order is stable:
 * the analytics tab's two rankings and the overview's Top Products.
 */
export function rankProducts<Sale extends ProductSales>(
  sales: readonly Sale[],
  by: 'revenuePaise' | 'units',
  limit: number,
): Sale[] {
  const other = by === 'units' ? 'revenuePaise' : 'units';
  return [...sales]
    .sort((a, b) => b[by] - a[by] || b[other] - a[other] || a.name.localeCompare(b.name))
    .slice(0, limit);
}
