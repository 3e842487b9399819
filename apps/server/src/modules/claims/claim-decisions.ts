import type { z } from 'zod';
import {
  CLAIM_KIND_LABELS,
  CLAIM_MESSAGES,
  type AdminClaim,
  type claimAskSchema,
  type claimDeclineSchema,
  type claimRefundSchema,
  type claimReplaceSchema,
} from '@kala/contract/claims';
import { toRupees } from '@kala/contract/money';
import type { Order } from '@kala/contract/orders';
import { UnprocessableError } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/authenticate.ts';
import type { ClaimContext } from './claim-context.ts';
import { decisionSteps } from './claim-decide.ts';

export type { Decided } from './claim-decide.ts';

/**
 * The admin's side of a claim (issue 26 item 5, decision 039): ask the shopper for more, approve a replacement or a
 * refund, or decline with a reason. Each is one transaction that locks the claim row first, so a double click or two
 * admins at once make one outcome: the second finds the claim closed, and answers the first's outcome when it asked
 * for the same one (`replayed`), or 409 when it asked for another. The shopper is mailed and the admin's action is in
 * the order's audit trail (`claim.*`) in the same transaction.
 */
export function claimDecisions(ctx: ClaimContext) {
  const { repository, db } = ctx;
  const { adminView, claimAndOrder, decide } = decisionSteps(ctx);

  /** Details: the claim with its order's facts. */
  async function detail(claimId: string): Promise<AdminClaim> {
    const { order } = await claimAndOrder(claimId);
    return adminView(db, claimId, order);
  }

  /** Asks the shopper for more (a message); the claim waits for their answer. The same question twice is one. */
  function ask(admin: SessionUser, claimId: string, input: z.output<typeof claimAskSchema>) {
    return decide(
      admin,
      claimId,
      'claim.ask',
      () => false,
      async (tx, row, order, at) => {
        const last = (await repository.messagesOf(tx, [row.id])).at(-1);
        if (row.status === 'info_requested' && last?.author === 'store' && last.body === input.message) return null;
        await repository.insertMessage(tx, {
          claimId: row.id,
          author: 'store',
          authorId: admin.id,
          body: input.message,
          createdAt: at,
        });
        await repository.updateClaim(tx, row.id, { status: 'info_requested', updatedAt: at });
        await ctx.tell(tx, 'asked', await ctx.viewOf(tx, row.id, order), order, at);
        return { status: 'info_requested', message: input.message };
      },
    );
  }

  /** A replacement: a zero-price order of the claimed pieces, shipped as usual (orders/replacement-order.ts). */
  async function replace(admin: SessionUser, claimId: string, input: z.output<typeof claimReplaceSchema>) {
    let soldOut = false;
    const decided = await decide(
      admin,
      claimId,
      'claim.replace',
      (row) => row.status === 'replaced',
      async (tx, row, order, at) => {
        const note = [`Replacement for ${order.orderNumber}: ${CLAIM_KIND_LABELS[row.kind].toLowerCase()}`, input.note]
          .filter(Boolean)
          .join(' · ');
        const made = await ctx.orders.placeReplacement(tx, {
          originalOrderId: row.orderId,
          pieces: row.items,
          claimId: row.id,
          note,
          by: { id: admin.id, label: admin.name },
        });
        soldOut = made.soldOut;
        await repository.updateClaim(tx, row.id, {
          status: 'replaced',
          replacementOrderId: made.orderId,
          resolvedAt: at,
          resolvedBy: admin.id,
          updatedAt: at,
        });
        await ctx.tell(tx, 'replaced', await ctx.viewOf(tx, row.id, order), order, at);
        return { status: 'replaced', replacementOrderId: made.orderId, replacementOrderNumber: made.orderNumber, note };
      },
    );
    // A size the replacement sold out shows Out of Stock on the storefront at once.
    if (soldOut) ctx.cache.invalidate();
    return decided;
  }

  /**
   * A refund of the claimed pieces (with their GST as the order was priced) through the one refund path (decision
   * 024), in this transaction: the provider's refund job for an online payment, or a manual refund for cash on
   * delivery, whose bank-transfer note the admin gives; each line's credit note is issued against the invoice.
   */
  async function refund(admin: SessionUser, claimId: string, input: z.output<typeof claimRefundSchema>) {
    const { order } = await claimAndOrder(claimId);
    const cash = order.paymentMethod === 'cash_on_delivery';
    return decide(
      admin,
      claimId,
      'claim.refund',
      (row) => row.status === 'refunded',
      async (tx, row, current, at) => {
        if (cash && !input.note) throw new UnprocessableError(CLAIM_MESSAGES.noteRequired);
        const reason = `Claim: ${CLAIM_KIND_LABELS[row.kind].toLowerCase()} reported after delivery`;
        let paise = 0;
        let after: Order = current;
        for (const [i, piece] of row.items.entries()) {
          // One key per line, from the claim: the refund path answers the same refund if it is ever asked again.
          const key = `claim-${row.id}-${i + 1}`;
          const done = await ctx.orders.refundPart.inTx(tx, row.orderId, { ...piece, reason }, admin, key);
          paise += done.amountPaise;
          after = done.order;
        }
        const method = after.refunds.at(-1)?.method ?? (cash ? 'manual' : 'provider');
        await repository.updateClaim(tx, row.id, {
          status: 'refunded',
          refundPaise: paise,
          refundMethod: method,
          refundNote: input.note || null,
          resolvedAt: at,
          resolvedBy: admin.id,
          updatedAt: at,
        });
        await ctx.tell(tx, 'refunded', await ctx.viewOf(tx, row.id, after), after, at);
        return { status: 'refunded', amount: toRupees(paise), method, note: input.note || null };
      },
    );
  }

  /** Declines with a reason the shopper reads. The same decline again (a double click) is one. */
  function decline(admin: SessionUser, claimId: string, input: z.output<typeof claimDeclineSchema>) {
    return decide(
      admin,
      claimId,
      'claim.decline',
      (row) => row.status === 'declined' && row.declineReason === input.reason,
      async (tx, row, order, at) => {
        await repository.updateClaim(tx, row.id, {
          status: 'declined',
          declineReason: input.reason,
          resolvedAt: at,
          resolvedBy: admin.id,
          updatedAt: at,
        });
        await ctx.tell(tx, 'declined', await ctx.viewOf(tx, row.id, order), order, at);
        return { status: 'declined', reason: input.reason };
      },
    );
  }

  return { detail, ask, replace, refund, decline };
}
