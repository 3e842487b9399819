import { CLAIM_MESSAGES, OPEN_CLAIM_STATUSES, type AdminClaim, type ClaimStatus } from '@kala/contract/claims';
import type { Order } from '@kala/contract/orders';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { SessionUser } from '../../plugins/authenticate.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { ClaimContext } from './claim-context.ts';
import { reportWindow } from './claim-view.ts';
import type { ClaimRow, Queryable } from './claims.repository.ts';

export interface Decided {
  claim: AdminClaim;
  /** The same outcome was asked again (a double click, a second admin): nothing new was done. */
  replayed: boolean;
}

const isOpen = (status: ClaimStatus) => OPEN_CLAIM_STATUSES.includes(status);

/**
 * How every admin decision on a claim runs (claim-decisions.ts): one transaction that locks the claim row first, so a
 * double click or two admins at once make one outcome; the admin's view of the claim it answers.
 */
export function decisionSteps(ctx: ClaimContext) {
  const { repository, db, now } = ctx;

  /** The claim as the admin opens it: the shopper's view with the order's facts a decision needs. */
  async function adminView(q: Queryable, claimId: string, order: Order): Promise<AdminClaim> {
    const claim = await ctx.viewOf(q, claimId, order);
    const window = reportWindow(order, now());
    const row = await repository.findClaim(q, claimId, null);
    return {
      ...claim,
      customerName: order.shippingAddress.fullName,
      customerEmail: order.shippingAddress.email ?? order.user.email,
      paymentMethod: order.paymentMethod,
      deliveredAt: row?.deliveredAt.toISOString() ?? window.deliveredAt?.toISOString() ?? null,
      reportBy: window.reportBy?.toISOString() ?? null,
      items: claim.items.map((item) => ({
        ...item,
        unitPrice: order.items.find((line) => line._id === item.orderItemId)?.price ?? 0,
      })),
    };
  }

  /** The claim and its order, read before the transaction (the order's view names the pieces). */
  async function claimAndOrder(claimId: string) {
    const row = isUuid(claimId) ? await repository.findClaim(db, claimId, null) : undefined;
    if (!row) throw new NotFoundError(CLAIM_MESSAGES.notFound);
    const { view } = await ctx.orderOr404(row.orderId, null);
    return { row, order: view };
  }

  /**
   * Runs a decision on the locked claim: `same` says whether a closed claim already has this very outcome (answered
   * as it is), otherwise a closed claim is 409; `act` makes the change and answers the audit's facts, or null when
   * it found nothing to do (answered as a replay, not audited).
   */
  async function decide(
    admin: SessionUser,
    claimId: string,
    action: string,
    same: (row: ClaimRow) => boolean,
    act: (tx: Queryable, row: ClaimRow, order: Order, at: Date) => Promise<Record<string, unknown> | null>,
  ): Promise<Decided> {
    const { order } = await claimAndOrder(claimId);
    return db.transaction(async (tx) => {
      const row = await repository.findClaim(tx, claimId, null, true);
      if (!row) throw new NotFoundError(CLAIM_MESSAGES.notFound);
      if (same(row)) return { claim: await adminView(tx, claimId, order), replayed: true };
      if (!isOpen(row.status)) throw new ConflictError(CLAIM_MESSAGES.closed);
      const at = new Date(now());
      const facts = await act(tx, row, order, at);
      if (!facts) return { claim: await adminView(tx, claimId, order), replayed: true };
      await recordAudit(
        tx,
        {
          actor: admin,
          entity: 'order',
          entityId: row.orderId,
          action,
          before: { claimId, status: row.status },
          after: { claimId, ...facts },
        },
        at,
      );
      return { claim: await adminView(tx, claimId, order), replayed: false };
    });
  }

  return { adminView, claimAndOrder, decide };
}
