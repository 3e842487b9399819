import { COD_MESSAGES, type CodConfirmationView, type RiskTier } from '@kala/contract/cod';
import { ORDER_MESSAGES, type Order } from '@kala/contract/orders';
import { toRupees } from '@kala/contract/money';
import { enqueue } from '../../jobs/outbox.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { enqueueMail } from '../../lib/mail/mail-outbox.ts';
import type { SessionUser } from '../../plugins/authenticate.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { CancelInTx } from './cancel-order.ts';
import type { ChangeStatus } from './change-status.ts';
import { codReminderMail } from './cod-confirmation-mails.ts';
import { STORE_LABEL, type Actor, type OrderContext } from './order-context.ts';
import { confirmLinkOrThrow, type VerifiedLink } from './order-links.ts';
import { claimLink } from './order-links.repository.ts';
import { queueConfirmationMessage } from './order-messages.ts';
import { awaitingConfirmation } from './order-view.ts';
import type { OrderRow, Queryable } from './orders.repository.ts';

const CUSTOMER = (user: { id: string | null }) => ({ id: user.id, label: 'Customer' });

/**
 * A medium-risk order's advance not paid yet: the shopper confirms it by paying (the payments module confirms it then),
 * not by a tap; the admin may still confirm it by phone, waiving the advance.
 */
const advanceUnpaid = (row: OrderRow) => row.codAdvancePaise > 0 && row.advancePaidAt === null;

/**
 * A COD order's confirmation before shipping (issue 25 item 2, decision 030): by the one-tap link of the mail or the
 * WhatsApp/SMS message (no sign-in; single use), by the order page's button, or by the admin after a phone call; the
 * halfway reminder and the cancellation of an order left unconfirmed. Every transition is the one status change
 * (`change.inTx`) or the one cancellation (`cancelInTx`) under the order's row lock, so a double tap, a link and a
 * button at once, or the job on two instances make one transition.
 */
export function codConfirmation(ctx: OrderContext, change: ChangeStatus, cancelInTx: CancelInTx) {
  const { repository, db, cache, now } = ctx;

  const verified = (token: string): VerifiedLink => confirmLinkOrThrow(ctx.links, token, now());

  /** What the link's page shows: the order in short, never the address or anything the mail did not say. */
  async function pageView(q: Queryable, row: OrderRow): Promise<CodConfirmationView> {
    const items = await repository.itemsOf(q, [row.id]);
    const policy = await ctx.cod.policy();
    return {
      orderNumber: row.orderNumber,
      customerFirstName: row.shippingAddress.fullName.split(/\s+/)[0] ?? '',
      total: toRupees(row.totalPaise),
      items: items.map((i) => ({ name: i.productName, size: i.sizeLabel, quantity: i.quantity })),
      status: row.status,
      awaiting: awaitingConfirmation(row),
      confirmBy: row.confirmDueAt?.toISOString() ?? null,
      prepaidSaving: awaitingConfirmation(row) ? toRupees(ctx.cod.prepaidDiscountPaise(policy, row.subtotalPaise)) : 0,
      advanceDue: row.codAdvancePaise > 0 && row.advancePaidAt === null ? toRupees(row.codAdvancePaise) : 0,
    };
  }

  async function linkView(token: string): Promise<CodConfirmationView> {
    const link = verified(token);
    const row = await repository.findOrder(db, link.orderId, null);
    if (!row) throw new NotFoundError(COD_MESSAGES.linkInvalid);
    return pageView(db, row);
  }

  /**
   * Confirms or cancels from the link, once. A second tap of the same link after it confirmed answers the confirmed
   * order (a double tap is not an error); any other use of a used link is 409.
   */
  async function actOnLink(token: string, action: 'confirm' | 'cancel') {
    const link = verified(token);
    const { view, restocked } = await db.transaction(async (tx) => {
      const row = await repository.findOrder(tx, link.orderId, null, true);
      if (!row) throw new NotFoundError(COD_MESSAGES.linkInvalid);
      const at = new Date(now());
      if (!(await claimLink(tx, link, at))) {
        if (action === 'confirm' && row.confirmedAt !== null)
          return { view: await pageView(tx, row), restocked: false };
        throw new ConflictError(COD_MESSAGES.linkUsed);
      }
      if (!awaitingConfirmation(row)) throw new ConflictError(COD_MESSAGES.notAwaiting);
      if (action === 'confirm' && advanceUnpaid(row)) throw new ConflictError(COD_MESSAGES.advanceNotPaid);
      const by = CUSTOMER({ id: row.userId });
      const done =
        action === 'confirm'
          ? await change.inTx(tx, row, { status: 'confirmed', confirmedVia: 'link', by }, null)
          : await cancelInTx(tx, row, {
              by,
              note: 'Cancelled by the customer from the confirmation link',
              reason: 'Cancelled by the customer',
            });
      const after = await repository.findOrder(tx, row.id, null);
      return { view: await pageView(tx, after!), restocked: done.restocked };
    });
    if (restocked) cache.invalidate();
    return { view, message: action === 'confirm' ? COD_MESSAGES.confirmed : COD_MESSAGES.cancelled };
  }

  /** The order page's 'Confirm order' button: the shopper's own order (another's is 404). */
  async function confirmOnOrderPage(user: Actor, orderId: string): Promise<Order> {
    if (!isUuid(orderId)) throw new NotFoundError(ORDER_MESSAGES.notFound);
    return db.transaction(async (tx) => {
      const row = await repository.findOrder(tx, orderId, user.id, true);
      if (!row) throw new NotFoundError(ORDER_MESSAGES.notFound);
      if (!awaitingConfirmation(row)) {
        throw new ConflictError(row.confirmedAt ? COD_MESSAGES.alreadyConfirmed : COD_MESSAGES.notAwaiting);
      }
      if (advanceUnpaid(row)) throw new ConflictError(COD_MESSAGES.advanceNotPaid);
      const done = await change.inTx(
        tx,
        row,
        { status: 'confirmed', confirmedVia: 'order_page', by: CUSTOMER(user) },
        null,
      );
      return done.view;
    });
  }

  /** The admin marks an awaiting order confirmed after calling the shopper, with a note of the call. */
  async function confirmByPhone(admin: SessionUser, orderId: string, note: string): Promise<Order> {
    if (!isUuid(orderId)) throw new NotFoundError(ORDER_MESSAGES.notFound);
    return db.transaction(async (tx) => {
      const row = await repository.findOrder(tx, orderId, null, true);
      if (!row) throw new NotFoundError(ORDER_MESSAGES.notFound);
      if (!awaitingConfirmation(row)) {
        throw new ConflictError(row.confirmedAt ? COD_MESSAGES.alreadyConfirmed : COD_MESSAGES.notAwaiting);
      }
      const done = await change.inTx(tx, row, { status: 'confirmed', confirmedVia: 'phone', note }, admin);
      return done.view;
    });
  }

  /** The admin's own view of an order's risk, kept beside the computed tier with why (audited). */
  async function overrideRisk(admin: SessionUser, orderId: string, input: { tier: RiskTier; note: string }) {
    if (!isUuid(orderId)) throw new NotFoundError(ORDER_MESSAGES.notFound);
    await db.transaction(async (tx) => {
      const row = await repository.findOrder(tx, orderId, null, true);
      if (!row?.riskTier) throw new NotFoundError(ORDER_MESSAGES.notFound);
      const at = new Date(now());
      await repository.setRiskOverride(tx, row.id, input.tier, input.note, at);
      await recordAudit(
        tx,
        {
          actor: admin,
          entity: 'order',
          entityId: row.id,
          action: 'order.risk',
          before: { tier: row.riskOverride ?? row.riskTier },
          after: { tier: input.tier, note: input.note },
        },
        at,
      );
    });
  }

  /**
   * The `cod-confirmation` job. Halfway: a reminder (mail and message) and the cancellation queued for the due time.
   * When due: an order still unconfirmed is cancelled, stock back and the shopper told (the cancellation's mail).
   * Under the row lock and checked again, so a job run twice (two instances, a retry) acts once.
   */
  async function runJob({ orderId, step }: { orderId: string; step: 'remind' | 'expire' }): Promise<void> {
    const restocked = await db.transaction(async (tx) => {
      const row = await repository.findOrder(tx, orderId, null, true);
      if (!row || !awaitingConfirmation(row) || !row.confirmDueAt) return false;
      const at = new Date(now());
      if (step === 'remind') {
        const view = await ctx.viewOf(tx, row);
        const policy = await ctx.cod.policy();
        const confirm = {
          url: ctx.confirmLink(view, row.confirmDueAt),
          dueAt: row.confirmDueAt,
          savingPaise: ctx.cod.prepaidDiscountPaise(policy, row.subtotalPaise),
        };
        await enqueueMail(
          tx,
          codReminderMail({ order: view, link: ctx.orderLink(view), storeName: ctx.storeName, confirm }),
          at,
        );
        await queueConfirmationMessage(ctx, tx, view, 'remind', confirm);
        await enqueue(tx, { kind: 'cod-confirmation', payload: { orderId, step: 'expire' } }, row.confirmDueAt);
        return false;
      }
      if (row.confirmDueAt.getTime() > at.getTime()) {
        // Run early (a clock between instances): come back when it is due.
        await enqueue(tx, { kind: 'cod-confirmation', payload: { orderId, step: 'expire' } }, row.confirmDueAt);
        return false;
      }
      const done = await cancelInTx(tx, row, {
        by: { id: null, label: STORE_LABEL },
        note: COD_MESSAGES.cancelledUnconfirmed,
        reason: `Not confirmed within ${ctx.cod.confirmHours} hours`,
        unconfirmed: true,
      });
      return done.restocked;
    });
    if (restocked) cache.invalidate();
  }

  return { linkView, actOnLink, confirmOnOrderPage, confirmByPhone, overrideRisk, runJob };
}
