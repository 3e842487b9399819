import type { CodOffer } from '@kala/contract/cod';
import { toRupees } from '@kala/contract/money';
import { ORDER_MESSAGES, type CodOfferInput, type Order, type PlacedOrderInput } from '@kala/contract/orders';
import { UnprocessableError } from '../../lib/errors.ts';
import type { RiskFactsRow } from '../cod/cod.repository.ts';
import type { CodDecision } from '../cod/cod.service.ts';
import type { Actor, OrderContext } from './order-context.ts';
import { readOrderLines } from './order-lines.ts';
import { queueConfirmationMessage } from './order-messages.ts';
import type { Queryable } from './orders.repository.ts';

/**
 * Whether this cart, to this address, may be paid in cash on delivery, and on what terms (issue 25 items 3 and 4):
 * priced as the COD order would be and decided by the seller's policy from its risk tier, exactly as placing the
 * order decides it, so the payment step says before the shopper chooses what placing would answer.
 */
export const codOffer =
  (ctx: OrderContext) =>
  async (user: Actor, input: CodOfferInput): Promise<CodOffer> => {
    const { lines } = await readOrderLines(ctx.repository, ctx.db, user.id, input, undefined, await ctx.salePricer());
    const shippingFor = await ctx.quoteFor(lines, input.shippingAddress.zipCode, 'cash_on_delivery', input.courierId);
    const totals = await ctx.price(lines, 'cash_on_delivery', shippingFor);
    const decision = await ctx.cod.decide({
      userId: user.id,
      address: input.shippingAddress,
      goodsPaise: totals.subtotalPaise,
      shippingPaise: totals.shippingPaise ?? 0,
      totalPaise: totals.totalPaise,
    });
    return {
      available: decision.available,
      message: decision.message,
      advance: toRupees(decision.advancePaise),
      prepaidDiscount: toRupees(decision.prepaidDiscountPaise),
      codCharges: toRupees(totals.codChargesPaise),
    };
  };

/** What a COD order is placed with: the policy's decision, and its confirmation window if it needs one. */
export interface CodPlacement {
  decision: CodDecision;
  confirm: { hours: number; savingPaise: number } | null;
}

/**
 * A COD order's risk tier and the policy's answer for it, as placing the order takes it: refused (422, the
 * checkout's one sentence) when COD is withheld; else whether it waits for the shopper's confirmation (the policy asks
 * for it, or an advance is due) and what paying online instead would save.
 */
export async function codPlacement(
  ctx: OrderContext,
  user: Actor,
  input: PlacedOrderInput,
  totals: Awaited<ReturnType<OrderContext['price']>>,
  risk: RiskFactsRow | undefined,
): Promise<CodPlacement> {
  const decision = await ctx.cod.decide({
    ...(risk && { facts: risk }),
    userId: user.id,
    address: input.shippingAddress,
    goodsPaise: totals.subtotalPaise,
    shippingPaise: totals.shippingPaise ?? 0,
    totalPaise: totals.totalPaise,
  });
  if (!decision.available) throw new UnprocessableError(decision.message ?? ORDER_MESSAGES.placeFailed);
  const policy = await ctx.cod.policy();
  const confirm =
    policy.requireConfirmation || decision.advancePaise > 0
      ? { hours: ctx.cod.confirmHours, savingPaise: decision.prepaidDiscountPaise }
      : null;
  return { decision, confirm };
}

/** The COD confirmation's WhatsApp/SMS message at placing, when the order waits for one (order-messages.ts). */
export async function askToConfirm(
  ctx: OrderContext,
  tx: Queryable,
  order: Order,
  due: Date | null,
  cod: CodPlacement,
): Promise<void> {
  // Signed only for a shopper who opted in: the mail's link is signed apart, and signing is not free on the hot path.
  if (!due || !order.messagingOptIn || !ctx.messaging) return;
  const confirm = { url: ctx.confirmLink(order, due), savingPaise: cod.decision.prepaidDiscountPaise };
  await queueConfirmationMessage(ctx, tx, order, 'ask', confirm);
}

/** What a COD order stores of its decision: the tier with its score and reasons, the advance, the confirmation's due. */
export const codColumns = (cod: CodPlacement, confirmDueAt: Date | null) => ({
  riskTier: cod.decision.risk.tier,
  riskScore: cod.decision.risk.score,
  riskReasons: cod.decision.risk.reasons,
  codAdvancePaise: cod.decision.advancePaise,
  confirmDueAt,
});
