import type { z } from 'zod';
import {
  CLAIM_MESSAGES,
  OPEN_CLAIM_STATUSES,
  type Claim,
  type ClaimPhoto,
  type claimReplySchema,
  type claimReportSchema,
  type OrderClaims,
} from '@kala/contract/claims';
import { ConflictError, ForbiddenError, NotFoundError, UnprocessableError } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { SessionUser } from '../../plugins/authenticate.ts';
import type { StoredImage } from '../../providers/images/image-storage.ts';
import type { ClaimContext } from './claim-context.ts';
import { reportWindow, toOrderClaims } from './claim-view.ts';

type ReportInput = z.output<typeof claimReportSchema>;
type ReplyInput = z.output<typeof claimReplySchema>;

/** Said when a photo is sent by someone with no delivered order: claim photos belong to a delivered order's report. */
export const PHOTOS_NEED_DELIVERY = 'Photos can be added to a report about a delivered order';

/**
 * The shopper's side of a claim (issue 26 item 5, decision 039): what the order page shows, the report, the photos
 * and the replies. Every read and write is the signed-in shopper's own: another's order or claim is "not found".
 */
export function claimReports(ctx: ClaimContext) {
  const { repository, db, now } = ctx;

  /** GET: whether a problem may be reported now (and why not), the delivery and the window's end, the claims. */
  async function orderClaims(user: SessionUser, orderId: string): Promise<OrderClaims> {
    const { view } = await ctx.orderOr404(orderId, user.id);
    const rows = await repository.claimsOfOrder(db, view._id);
    const claims = await ctx.viewsOf(db, rows, view);
    const open = rows.some((row) => OPEN_CLAIM_STATUSES.includes(row.status));
    return toOrderClaims(view, reportWindow(view, now()), open, claims);
  }

  /**
   * POST: a report, inside the window, of pieces of the order (no more than were ordered), with 1-3 of the shopper's
   * own unused photos. One transaction: the claim, its photos attached, the mail; a second open claim of the order
   * (two reports at once) meets the partial unique index and answers 409.
   */
  async function report(user: SessionUser, orderId: string, input: ReportInput): Promise<Claim> {
    const { view } = await ctx.orderOr404(orderId, user.id);
    const window = reportWindow(view, now());
    if (window.refusal) throw new UnprocessableError(window.refusal);
    for (const piece of input.items) {
      const line = view.items.find((item) => item._id === piece.orderItemId);
      if (!line) throw new UnprocessableError(CLAIM_MESSAGES.itemUnknown);
      if (piece.quantity > line.quantity) throw new UnprocessableError(CLAIM_MESSAGES.quantity);
    }
    if (await repository.openClaimOf(db, view._id)) throw new ConflictError(CLAIM_MESSAGES.alreadyOpen);
    try {
      return await db.transaction(async (tx) => {
        const at = new Date(now());
        const row = await repository.insertClaim(tx, {
          orderId: view._id,
          userId: user.id,
          kind: input.kind,
          items: input.items,
          description: input.description,
          deliveredAt: window.deliveredAt!,
          createdAt: at,
          updatedAt: at,
        });
        const attached = await repository.attachPhotos(tx, user.id, input.photoIds, row.id, null);
        if (attached !== input.photoIds.length) throw new UnprocessableError(CLAIM_MESSAGES.photoNotFound);
        const claim = await ctx.viewOf(tx, row.id, view);
        await ctx.tell(tx, 'reported', claim, view, at);
        return claim;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(CLAIM_MESSAGES.alreadyOpen);
      throw error;
    }
  }

  /** POST: the shopper's answer (text and/or up to 3 photos) to an open claim; the claim goes back to the store. */
  async function reply(user: SessionUser, claimId: string, input: ReplyInput): Promise<Claim> {
    if (!isUuid(claimId)) throw new NotFoundError(CLAIM_MESSAGES.notFound);
    const claim = await repository.findClaim(db, claimId, user.id);
    if (!claim) throw new NotFoundError(CLAIM_MESSAGES.notFound);
    const { view } = await ctx.orderOr404(claim.orderId, user.id);
    return db.transaction(async (tx) => {
      const locked = await repository.findClaim(tx, claimId, user.id, true);
      if (!locked) throw new NotFoundError(CLAIM_MESSAGES.notFound);
      if (!OPEN_CLAIM_STATUSES.includes(locked.status)) throw new ConflictError(CLAIM_MESSAGES.notAwaitingReply);
      const at = new Date(now());
      const message = await repository.insertMessage(tx, {
        claimId,
        author: 'shopper',
        authorId: user.id,
        body: input.message,
        createdAt: at,
      });
      const attached = await repository.attachPhotos(tx, user.id, input.photoIds, claimId, message.id);
      if (attached !== input.photoIds.length) throw new UnprocessableError(CLAIM_MESSAGES.photoNotFound);
      await repository.updateClaim(tx, claimId, { status: 'open', updatedAt: at });
      return ctx.viewOf(tx, claimId, view);
    });
  }

  /**
   * POST photos: one image stored by `store` (the upload pipeline, modules/uploads/shopper-photo.ts: bytes judged,
   * size limit, re-encoded without metadata, in the claims folder), kept unattached until the shopper's report or
   * reply names it. Only a shopper with a delivered order may upload: checked before the form is read.
   */
  async function uploadPhoto(user: SessionUser, store: () => Promise<StoredImage>): Promise<ClaimPhoto> {
    const delivered = await ctx.orders.list(user, { page: 1, limit: 1, status: 'delivered' });
    if (delivered.orders.length === 0) throw new ForbiddenError(PHOTOS_NEED_DELIVERY);
    const stored = await store();
    const row = await repository.insertPhoto({ userId: user.id, url: stored.url });
    return { id: row.id, url: row.url };
  }

  return { orderClaims, report, reply, uploadPhoto };
}
