import { COUPON_MESSAGES, type CodeOutcome } from '@kala/contract/promotions';
import type { Db } from '../../db/client.ts';
import { HttpError, UnprocessableError } from '../../lib/errors.ts';
import type { Actor } from '../orders/order-context.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { couponSummary } from './coupon-rules.ts';
import { cartCode, couponByCode, removeCartCode, saveCartCode } from './coupons.repository.ts';

/**
 * The shopper's code in the cart (issue 27 item 1): one code saved on the cart, priced by the checkout's own preview
 * (the one pricing function, the same numbers the order gets). A code not known is refused and not saved; a known
 * code that does not apply yet (a too-small cart) is saved with its reason, so adding pieces can make it apply.
 */
export function createPromotionsService(
  db: Db,
  orders: Pick<OrdersService, 'preview'>,
  options: { now?: () => number } = {},
) {
  const now = options.now ?? Date.now;

  /** The cart's code as priced now, or why it does not apply (an empty cart, a sold-out piece: the cart's reason). */
  async function outcome(user: Actor, code: string): Promise<CodeOutcome> {
    try {
      const preview = await orders.preview(user, { useCartItems: true, paymentMethod: 'cash_on_delivery' });
      if (preview.coupon) return preview.coupon;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const row = await couponByCode(db, code);
      return {
        code,
        applied: false,
        message: error.message,
        discount: 0,
        freeShipping: false,
        summary: row ? couponSummary(row) : '',
        note: null,
        totalBefore: 0,
        totalAfter: 0,
      };
    }
    throw new UnprocessableError(COUPON_MESSAGES.unknown);
  }

  return {
    async current(user: Actor): Promise<CodeOutcome | null> {
      const code = await cartCode(db, user.id);
      return code ? outcome(user, code) : null;
    },

    async apply(user: Actor, code: string): Promise<CodeOutcome> {
      const row = await couponByCode(db, code);
      if (!row) throw new UnprocessableError(COUPON_MESSAGES.unknown);
      await saveCartCode(db, user.id, row.code, new Date(now()));
      return outcome(user, row.code);
    },

    async remove(user: Actor): Promise<null> {
      await removeCartCode(db, user.id);
      return null;
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
