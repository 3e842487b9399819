import type { AdminReview, OwnReview, ProductReview, ReviewSummary } from '@kala/contract/reviews';
import type { AdminReviewRecord, PhotoRow, ReviewRow, ReviewsRepository } from './reviews.repository.ts';

/**
 * The name a review shows: the first name and the last name's initial ('Asha Verma' → 'Asha V.'), so a buyer's full
 * name is not published with what they bought.
 */
export function authorName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? '';
  if (!first) return 'Shopper';
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

export function toProductReview(row: ReviewRow, photos: PhotoRow[] = []): ProductReview {
  return {
    id: row.id,
    productId: row.productId,
    rating: row.rating,
    title: row.title,
    text: row.message,
    photos: photos.map((p) => ({ id: p.id, url: p.url, width: p.width, height: p.height })),
    sizeLabel: row.sizeLabel,
    verifiedBuyer: !row.sample,
    author: row.username,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sellerReply: row.replyText && row.replyAt ? { text: row.replyText, at: row.replyAt.toISOString() } : null,
    sample: row.sample,
  };
}

export function toOwnReview(row: ReviewRow, photos: PhotoRow[], productName: string): OwnReview {
  return {
    ...toProductReview(row, photos),
    productName,
    hidden: row.hiddenAt !== null,
    hiddenReason: row.hiddenReason,
  };
}

export function toAdminReview(record: AdminReviewRecord, photos: PhotoRow[]): AdminReview {
  const { review } = record;
  return {
    ...toProductReview(review, photos),
    productName: record.productName,
    hidden: review.hiddenAt !== null,
    hiddenReason: review.hiddenReason,
    hiddenAt: review.hiddenAt?.toISOString() ?? null,
    authorEmail: record.authorEmail,
    orderId: record.orderId,
    orderNumber: record.orderNumber,
  };
}

type SummaryRow = Awaited<ReturnType<ReviewsRepository['summary']>>;

export function toSummary(row: SummaryRow): ReviewSummary {
  return {
    average: Math.round(row.average * 10) / 10,
    count: row.count,
    withPhotos: row.withPhotos,
    samples: row.samples,
    stars: { 1: row.s1, 2: row.s2, 3: row.s3, 4: row.s4, 5: row.s5 },
  };
}
