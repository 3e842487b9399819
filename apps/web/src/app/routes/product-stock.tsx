import { lazy, Suspense, useMemo } from 'react';
import type { Product } from '@kala/contract/catalog';
import type { ProductPurchasePanelProps } from '../../features/catalog/components/product-purchase-panel';
import { useStockHolds } from '../../features/stock/api/use-stock-holds';

// The note's code (texts, link, time) loads only when the signed-in shopper has a hold on this piece.
const StockHoldNote = lazy(() => import('../../features/stock/components/stock-hold-note'));

/**
 * The product page's stock for the signed-in shopper (issue 26 item 4): the sizes their own unpaid online orders hold,
 * for the purchase panel ('Reserved for you' with 'Complete payment', features/stock) and the stock badge. A guest
 * (and the server's render) asks nothing and gets nothing: the catalogue's answer is public and cached.
 */
export function useProductStock(product: Product, userId: string | undefined) {
  const holds = useStockHolds(product._id, userId);
  return useMemo(() => {
    if (holds.length === 0) return { reserved: undefined, badgeReserved: false };
    const sizeIds = new Set(holds.map((hold) => hold.sizeId));
    const reserved: ProductPurchasePanelProps['reserved'] = {
      sizeIds,
      note: (sizeId, soldOut) => (
        <Suspense fallback={null}>
          <StockHoldNote
            holds={holds.filter((hold) => hold.sizeId === sizeId)}
            soldOut={soldOut}
            // Named only when the piece comes in several sizes.
            sizeLabel={product.sizes.length > 1 ? product.sizes.find((s) => s._id === sizeId)?.size : undefined}
          />
        </Suspense>
      ),
    };
    // Out of stock for everyone, but some of it is theirs: the badge says so rather than 'Out of Stock'.
    const badgeReserved = product.sizes.some((size) => !size.isAvailable && sizeIds.has(size._id));
    return { reserved, badgeReserved };
  }, [holds, product.sizes]);
}
