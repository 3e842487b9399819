import type { AuditEntry } from '@kala/contract/audit';
import { paginate } from '@kala/contract/envelope';
import {
  REVIEW_MESSAGES,
  type AdminReview,
  type AdminReviewList,
  type AdminReviewListQuery,
} from '@kala/contract/reviews';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { ResponseCache } from '../../lib/response-cache.ts';
import type { SessionUser } from '../../plugins/authenticate.ts';
import { auditTrail, recordAudit } from '../audit/audit.repository.ts';
import { toAdminReview } from './review-view.ts';
import type { Queryable, ReviewRow, ReviewsRepository } from './reviews.repository.ts';

type Admin = Pick<SessionUser, 'id' | 'name' | 'email'>;

/** What the audit keeps of a review: its moderation and reply, not the shopper's words again. */
const facts = (row: ReviewRow) => ({
  hidden: row.hiddenAt !== null,
  hiddenReason: row.hiddenReason,
  reply: row.replyText,
});

/**
 * The admin's moderation (issue 26 item 2): the list of reviews, hide with a reason or show again (the product's
 * rating and count follow in the same transaction), and a public reply. Each change is audited in its transaction.
 */
export function createAdminReviewsService(
  repository: ReviewsRepository,
  options: { cache: ResponseCache; now?: () => number },
) {
  const { db } = repository;
  const now = options.now ?? Date.now;

  async function view(q: Queryable, id: string): Promise<AdminReview> {
    const record = await repository.adminOne(q, id);
    if (!record) throw new NotFoundError(REVIEW_MESSAGES.notFound);
    const photos = await repository.photosOf(q, [id]);
    return toAdminReview(record, photos.get(id) ?? []);
  }

  /** One change to one review: locked, checked, written, the product's figures set again, audited. */
  async function change(
    admin: Admin,
    id: string,
    action: string,
    apply: (row: ReviewRow, at: Date) => Partial<ReviewRow> | undefined,
  ): Promise<AdminReview> {
    if (!isUuid(id)) throw new NotFoundError(REVIEW_MESSAGES.notFound);
    const answer = await db.transaction(async (tx) => {
      const found = await repository.findReview(tx, id);
      if (!found) throw new NotFoundError(REVIEW_MESSAGES.notFound);
      await repository.lockProduct(tx, found.productId);
      const row = (await repository.findReview(tx, id, undefined, true))!;
      const at = new Date(now());
      const set = apply(row, at);
      if (!set) return view(tx, id);
      const updated = await repository.updateReview(tx, id, set);
      await repository.refreshProductFigures(tx, row.productId);
      await recordAudit(
        tx,
        { actor: admin, entity: 'review', entityId: id, action, before: facts(row), after: facts(updated) },
        at,
      );
      return view(tx, id);
    });
    options.cache.invalidate();
    return answer;
  }

  return {
    async list(query: AdminReviewListQuery): Promise<AdminReviewList> {
      const productId = query.productId && isUuid(query.productId) ? query.productId : undefined;
      if (query.productId && !productId) return { reviews: [], pagination: paginate(0, query.page, query.limit) };
      const { rows, total } = await repository.adminPage(
        { status: query.status, productId },
        (query.page - 1) * query.limit,
        query.limit,
      );
      const photos = await repository.photosOf(
        db,
        rows.map((r) => r.review.id),
      );
      return {
        reviews: rows.map((r) => toAdminReview(r, photos.get(r.review.id) ?? [])),
        pagination: paginate(total, query.page, query.limit),
      };
    },

    hide: (admin: Admin, id: string, reason: string) =>
      change(admin, id, 'review.hide', (row, at) => {
        if (row.hiddenAt) throw new ConflictError(REVIEW_MESSAGES.alreadyHidden);
        return { hiddenAt: at, hiddenReason: reason };
      }),

    show: (admin: Admin, id: string) =>
      change(admin, id, 'review.show', (row) => {
        if (!row.hiddenAt) throw new ConflictError(REVIEW_MESSAGES.alreadyVisible);
        return { hiddenAt: null, hiddenReason: null };
      }),

    reply: (admin: Admin, id: string, text: string) =>
      change(admin, id, 'review.reply', (row, at) =>
        row.replyText === text ? undefined : { replyText: text, replyAt: at },
      ),

    removeReply: (admin: Admin, id: string) =>
      change(admin, id, 'review.reply_remove', (row) =>
        row.replyText === null ? undefined : { replyText: null, replyAt: null },
      ),

    /** The review's audited changes, newest first; 404 for a review that does not exist. */
    async audit(id: string): Promise<AuditEntry[]> {
      if (!isUuid(id) || !(await repository.findReview(db, id))) throw new NotFoundError(REVIEW_MESSAGES.notFound);
      return (await auditTrail(db, 'review', id)).reverse();
    },
  };
}

export type AdminReviewsService = ReturnType<typeof createAdminReviewsService>;
