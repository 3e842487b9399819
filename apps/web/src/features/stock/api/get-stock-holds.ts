import type { ApiAnswer } from '@kala/contract/envelope';
import type { StockHolds } from '@kala/contract/stock';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/stock/holds?productId= (signed in): the shopper's own unpaid orders holding pieces of the product. */
export const getStockHolds = (productId: string, signal?: AbortSignal) =>
  apiRequest<ApiAnswer<StockHolds>>(`/api/stock/holds?productId=${encodeURIComponent(productId)}`, { signal }).then(
    (answer) => answer.data,
  );
