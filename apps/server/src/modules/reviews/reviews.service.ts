import { paginate } from '@kala/contract/envelope';
import {
  REVIEW_MESSAGES,
  type OrderReviews,
  type OwnReview,
  type ReviewList,
  type ReviewListQuery,
  type reviewEditSchema,
} from '@kala/contract/reviews';
import type { z } from 'zod';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { ResponseCache } from '../../lib/response-cache.ts';
import { authorName, toOwnReview, toProductReview, toSummary } from './review-view.ts';
import type { Queryable, ReviewRow, ReviewsRepository } from './reviews.repository.ts';

type ReviewFields = z.output<typeof reviewEditSchema>;
type CreateFields = ReviewFields & { productId: string; orderItemId?: string | undefined };

export interface ReviewsServiceOptions {
  cache: ResponseCache;
  now?: () => number;
}

export interface Author {
  id: string;
  name: string;
}

/**
 * The shopper's side of reviews (decision 037): who may review (a delivered order of the piece), one review per
 * shopper and product (the unique index decides between parallel submits), the author's own edit and delete, and the
 * public list. Every change locks the product's row and sets its rating and count from its visible reviews in the
 * same transaction, then empties the response cache (the product answers carry the rating).
 */
export function createReviewsService(repository: ReviewsRepository, options: ReviewsServiceOptions) {
  const { db } = repository;
  const now = options.now ?? Date.now;

  async function ownView(q: Queryable, row: ReviewRow): Promise<OwnReview> {
    const photos = await repository.photosOf(q, [row.id]);
    const product = await repository.productExists(row.productId, false);
    return toOwnReview(row, photos.get(row.id) ?? [], product?.name ?? '');
  }

  /** The photos to put on a review: all the shopper's, free or already on this review, else 400. */
  async function checkPhotos(q: Queryable, userId: string, ids: string[], reviewId: string | null) {
    const unique = [...new Set(ids)];
    if (unique.length !== ids.length || !unique.every(isUuid)) throw new BadRequestError(REVIEW_MESSAGES.photoNotFound);
    const usable = await repository.usablePhotos(q, userId, unique, reviewId);
    if (usable.length !== unique.length) throw new BadRequestError(REVIEW_MESSAGES.photoNotFound);
  }

  /** The delivered line the review is of, or 403 saying why there is none. */
  async function deliveredLine(userId: string, productId: string, orderItemId: string | undefined) {
    if (orderItemId !== undefined && !isUuid(orderItemId)) throw new ForbiddenError(REVIEW_MESSAGES.notBuyer);
    const lines = await repository.boughtLines(userId, productId, orderItemId);
    if (lines.length === 0) throw new ForbiddenError(REVIEW_MESSAGES.notBuyer);
    const delivered = lines.find((line) => line.status === 'delivered');
    if (!delivered) throw new ForbiddenError(REVIEW_MESSAGES.notDelivered);
    return delivered;
  }

  async function create(author: Author, body: CreateFields): Promise<OwnReview> {
    if (!isUuid(body.productId) || !(await repository.productExists(body.productId, false))) {
      throw new NotFoundError(REVIEW_MESSAGES.productNotFound);
    }
    const line = await deliveredLine(author.id, body.productId, body.orderItemId);
    try {
      const row = await db.transaction(async (tx) => {
        await repository.lockProduct(tx, body.productId);
        if (await repository.reviewOf(tx, author.id, body.productId)) {
          throw new ConflictError(REVIEW_MESSAGES.alreadyReviewed);
        }
        await checkPhotos(tx, author.id, body.photoIds, null);
        const at = new Date(now());
        const inserted = await repository.insertReview(tx, {
          productId: body.productId,
          userId: author.id,
          orderItemId: line.orderItemId,
          username: authorName(author.name),
          rating: body.rating,
          title: body.title,
          message: body.text,
          sizeLabel: line.sizeLabel,
          photoCount: body.photoIds.length,
          createdAt: at,
          updatedAt: at,
        });
        await repository.setPhotos(tx, inserted.id, body.photoIds);
        await repository.refreshProductFigures(tx, body.productId);
        return inserted;
      });
      options.cache.invalidate();
      return ownView(db, row);
    } catch (error) {
      // A parallel submit that got past the check before this one's row was there: the index keeps one.
      if (isUniqueViolation(error)) throw new ConflictError(REVIEW_MESSAGES.alreadyReviewed);
      throw error;
    }
  }

  async function edit(userId: string, reviewId: string, body: ReviewFields): Promise<OwnReview> {
    if (!isUuid(reviewId)) throw new NotFoundError(REVIEW_MESSAGES.notFound);
    const row = await db.transaction(async (tx) => {
      const found = await repository.findReview(tx, reviewId, userId);
      if (!found) throw new NotFoundError(REVIEW_MESSAGES.notFound);
      await repository.lockProduct(tx, found.productId);
      await checkPhotos(tx, userId, body.photoIds, reviewId);
      const updated = await repository.updateReview(tx, reviewId, {
        rating: body.rating,
        title: body.title,
        message: body.text,
        photoCount: body.photoIds.length,
        updatedAt: new Date(now()),
      });
      await repository.setPhotos(tx, reviewId, body.photoIds);
      await repository.refreshProductFigures(tx, found.productId);
      return updated;
    });
    options.cache.invalidate();
    return ownView(db, row);
  }

  async function remove(userId: string, reviewId: string): Promise<void> {
    if (!isUuid(reviewId)) throw new NotFoundError(REVIEW_MESSAGES.notFound);
    await db.transaction(async (tx) => {
      const found = await repository.findReview(tx, reviewId, userId);
      if (!found) throw new NotFoundError(REVIEW_MESSAGES.notFound);
      await repository.lockProduct(tx, found.productId);
      await repository.deleteReview(tx, reviewId);
      await repository.refreshProductFigures(tx, found.productId);
    });
    options.cache.invalidate();
  }

  async function own(userId: string, reviewId: string): Promise<OwnReview> {
    const row = isUuid(reviewId) ? await repository.findReview(db, reviewId, userId) : undefined;
    if (!row) throw new NotFoundError(REVIEW_MESSAGES.notFound);
    return ownView(db, row);
  }

  /** The product's visible reviews, a page in the chosen order, and their figures. */
  async function list(productId: string, query: ReviewListQuery): Promise<ReviewList> {
    if (!isUuid(productId) || !(await repository.productExists(productId, true))) {
      throw new NotFoundError(REVIEW_MESSAGES.productNotFound);
    }
    const [summaryRow, rows] = await Promise.all([
      repository.summary(productId),
      repository.visiblePage(productId, query.sort, (query.page - 1) * query.limit, query.limit),
    ]);
    const photos = await repository.photosOf(
      db,
      rows.map((r) => r.id),
    );
    return {
      summary: toSummary(summaryRow),
      reviews: rows.map((r) => toProductReview(r, photos.get(r.id) ?? [])),
      pagination: paginate(summaryRow.count, query.page, query.limit),
    };
  }

  /** What the shopper may review of their order, line by line. */
  async function forOrder(userId: string, orderId: string): Promise<OrderReviews> {
    const found = isUuid(orderId) ? await repository.orderForReviews(orderId, userId) : undefined;
    if (!found) throw new NotFoundError(REVIEW_MESSAGES.orderNotFound);
    const delivered = found.order.status === 'delivered';
    return {
      orderId,
      delivered,
      lines: found.lines.map((line) => {
        const reviewId = line.productId ? (found.reviewByProduct.get(line.productId) ?? null) : null;
        const state = !line.productId
          ? 'unavailable'
          : reviewId
            ? 'reviewed'
            : delivered
              ? 'can_review'
              : 'not_delivered';
        return {
          orderItemId: line.id,
          productId: line.productId,
          productName: line.productName,
          sizeLabel: line.sizeLabel,
          image: line.image,
          state,
          reviewId,
        };
      }),
    };
  }

  return { create, edit, remove, own, list, forOrder };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
