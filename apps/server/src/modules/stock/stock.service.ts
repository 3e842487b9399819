import { PAYMENT_MAX_ATTEMPTS } from '@kala/contract/payments';
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  type LowStockReport,
  type LowStockSettings,
  type StockHolds,
} from '@kala/contract/stock';
import { isUuid } from '../../lib/ids.ts';
import type { SessionUser } from '../../plugins/authenticate.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { StockRepository } from './stock.repository.ts';

/**
 * Stock that tells the truth (issue 26 item 4, decision 038): what the shopper's own unpaid orders hold of a product
 * (the product page shows it reserved for them, with a way to pay), and the seller's low-stock threshold and list.
 */
export function createStockService(options: { repository: StockRepository; now?: () => number }) {
  const { repository } = options;
  const now = options.now ?? Date.now;

  async function threshold(): Promise<number> {
    return (await repository.threshold(repository.db)) ?? DEFAULT_LOW_STOCK_THRESHOLD;
  }

  return {
    /** The signed-in shopper's holds on a product's sizes; a malformed product id holds nothing. */
    async holds(userId: string, productId: string): Promise<StockHolds> {
      if (!isUuid(productId)) return { holds: [] };
      const at = now();
      const rows = await repository.holdsOf(userId, productId);
      return {
        holds: rows.map((row) => ({
          sizeId: row.sizeId,
          pieces: row.pieces,
          orderId: row.orderId,
          orderNumber: row.orderNumber,
          payBy: (row.paymentDueAt ?? new Date(at)).toISOString(),
          // As the order page's 'Pay now' judges it (orders/order-view.ts#canPay).
          payable:
            row.paymentDueAt !== null && at < row.paymentDueAt.getTime() && row.failedAttempts < PAYMENT_MAX_ATTEMPTS,
          fromCart: row.source === 'cart',
        })),
      };
    },

    settings: async (): Promise<LowStockSettings> => ({ threshold: await threshold() }),

    async saveSettings(actor: SessionUser, input: LowStockSettings): Promise<LowStockSettings> {
      const at = new Date(now());
      const { db } = repository;
      await db.transaction(async (tx) => {
        const before = (await repository.threshold(tx)) ?? DEFAULT_LOW_STOCK_THRESHOLD;
        await repository.saveThreshold(tx, input.threshold, at);
        await recordAudit(
          tx,
          {
            actor,
            entity: 'settings',
            entityId: 'stock',
            action: 'settings.stock',
            before: { threshold: before },
            after: input,
          },
          at,
        );
      });
      return { threshold: input.threshold };
    },

    /** The admin overview's list: counted sizes of products on sale at or below the threshold. */
    async lowStock(): Promise<LowStockReport> {
      const limit = await threshold();
      const { sizes, total } = await repository.lowStock(limit);
      return { threshold: limit, sizes, total };
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
