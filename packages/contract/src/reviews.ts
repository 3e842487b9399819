import { z } from 'zod';
import { auditEntrySchema } from './audit.ts';
import { limitField, pageField, paginationSchema } from './envelope.ts';

/**
 * Reviews by buyers (issue 26 item 2, decision 037): a shopper whose order was delivered rates and reviews each piece
 * of it once (one review per shopper and product), with a title, text and up to 3 photos; the admin hides one with a
 * reason, shows it again, and replies publicly. The product's `ratings` is the average of its visible reviews.
 *
 * Photos are sent first, one at a time, to `REVIEW_PATHS.photos` (multipart, field `file`: the upload pipeline's
 * checks, re-encoded, metadata stripped); the answer's `id` goes into the review's `photoIds`. Editing sends the full
 * list to keep (ids of photos already on the review plus new ones).
 *
 * The demo catalogue's sample reviews (`sample: true`) have a rating and count in the average like any other; they
 * carry no 'Verified buyer' and no size, and the web labels them as samples.
 */

export * from './review-constants.ts';
import {
  looksLikeHtml,
  REVIEW_HIDE_REASON_MAX,
  REVIEW_MESSAGES,
  REVIEW_PAGE_SIZE,
  REVIEW_PAGE_SIZE_MAX,
  REVIEW_PHOTOS_MAX,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPLY_MAX,
  REVIEW_SORTS,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
  ADMIN_REVIEW_PAGE_SIZE,
  ADMIN_REVIEW_PAGE_SIZE_MAX,
} from './review-constants.ts';

/** Plain text: trimmed, Windows line ends made plain, no HTML. */
const plainText = (required: string, max: number, tooLong: string, min = 1, tooShort = required) =>
  z
    .string({ error: required })
    .transform((s) => s.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(1, required)
        .refine((s) => s.length === 0 || s.length >= min, tooShort)
        .max(max, tooLong)
        .refine((s) => !looksLikeHtml(s), REVIEW_MESSAGES.noHtml),
    );

export const reviewRatingSchema = z
  .number({ error: REVIEW_MESSAGES.ratingRequired })
  .int(REVIEW_MESSAGES.rating)
  .min(REVIEW_RATING_MIN, REVIEW_MESSAGES.rating)
  .max(REVIEW_RATING_MAX, REVIEW_MESSAGES.rating);

export const reviewPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

/** A review as shown on the product page. */
export const productReviewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  rating: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
  /** '' on a sample review that had none. */
  title: z.string(),
  text: z.string(),
  photos: z.array(reviewPhotoSchema),
  /** The size bought ('12 inch'); null on a sample review. */
  sizeLabel: z.string().nullable(),
  /** True for a review by a shopper whose order of the piece was delivered (every non-sample review). */
  verifiedBuyer: z.boolean(),
  /** The author as shown: first name and last initial ('Asha K.'). */
  author: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sellerReply: z.object({ text: z.string(), at: z.string() }).nullable(),
  /** A review of the demo catalogue (not by a buyer); counted in the average. */
  sample: z.boolean(),
});
export type ProductReview = z.infer<typeof productReviewSchema>;

const starCounts = z.object({
  1: z.number().int(),
  2: z.number().int(),
  3: z.number().int(),
  4: z.number().int(),
  5: z.number().int(),
});

/** The product's visible reviews in figures (hidden ones left out). */
export const reviewSummarySchema = z.object({
  /** Mean rating, to one decimal; 0 with no reviews. Stars are shown by floor (spec §2). */
  average: z.number(),
  count: z.number().int(),
  withPhotos: z.number().int(),
  /** How many of `count` are demo-catalogue samples. */
  samples: z.number().int(),
  /** Reviews per star, keys '1'..'5'. */
  stars: starCounts,
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** Query of GET REVIEW_PATHS.productReviews(productId). */
export const reviewListQuerySchema = z.object({
  sort: z.enum(REVIEW_SORTS, { error: REVIEW_MESSAGES.sort }).default('newest'),
  page: pageField(),
  limit: limitField(REVIEW_PAGE_SIZE, REVIEW_PAGE_SIZE_MAX),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

/** `data` of GET REVIEW_PATHS.productReviews(productId). */
export const reviewListSchema = z.object({
  summary: reviewSummarySchema,
  reviews: z.array(productReviewSchema),
  pagination: paginationSchema,
});
export type ReviewList = z.infer<typeof reviewListSchema>;

const reviewFields = {
  rating: reviewRatingSchema,
  title: plainText(REVIEW_MESSAGES.titleRequired, REVIEW_TITLE_MAX, REVIEW_MESSAGES.titleTooLong),
  text: plainText(
    REVIEW_MESSAGES.textRequired,
    REVIEW_TEXT_MAX,
    REVIEW_MESSAGES.textTooLong,
    REVIEW_TEXT_MIN,
    REVIEW_MESSAGES.textTooShort,
  ),
  /** Ids from REVIEW_PATHS.photos answers, in the order shown. */
  photoIds: z
    .array(z.string().max(100), { error: REVIEW_MESSAGES.tooManyPhotos })
    .max(REVIEW_PHOTOS_MAX, REVIEW_MESSAGES.tooManyPhotos)
    .default([]),
};

/** Body of PATCH REVIEW_PATHS.own(id): the whole review again (photoIds: the photos to keep and the new ones). */
export const reviewEditSchema = z.object(reviewFields);
export type ReviewEdit = z.input<typeof reviewEditSchema>;

/**
 * Body of POST REVIEW_PATHS.create. `orderItemId` (from the order page) says which line, hence which size, was
 * bought; without it the shopper's latest delivered line of the product is taken.
 */
export const reviewCreateSchema = z.object({
  productId: z
    .string({ error: REVIEW_MESSAGES.productRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.productRequired)
    .max(100),
  orderItemId: z.string().max(100).optional(),
  ...reviewFields,
});
export type ReviewCreate = z.input<typeof reviewCreateSchema>;

/** The author's own review (GET/PATCH REVIEW_PATHS.own(id), POST create's answer): as shown, plus its moderation. */
export const ownReviewSchema = productReviewSchema.extend({
  productName: z.string(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** Answer of POST REVIEW_PATHS.photos (multipart, field `file`; 201). */
export const uploadedReviewPhotoSchema = reviewPhotoSchema;

/** What a shopper may do for one line of an order (GET REVIEW_PATHS.order(orderId)). */
export const REVIEWABLE_STATES = ['can_review', 'reviewed', 'not_delivered', 'unavailable'] as const;
export type ReviewableState = (typeof REVIEWABLE_STATES)[number];
export const reviewableLineSchema = z.object({
  orderItemId: z.string(),
  /** null when the product was deleted since (state 'unavailable'). */
  productId: z.string().nullable(),
  productName: z.string(),
  sizeLabel: z.string(),
  image: z.string(),
  /**
   * can_review: delivered, no review of this product yet; reviewed: the shopper has a review of this product (from
   * this order or another; `reviewId` says which); not_delivered: the order is not delivered yet; unavailable: the
   * product no longer exists.
   */
  state: z.enum(REVIEWABLE_STATES),
  reviewId: z.string().nullable(),
});
export type ReviewableLine = z.infer<typeof reviewableLineSchema>;
export const orderReviewsSchema = z.object({
  orderId: z.string(),
  delivered: z.boolean(),
  lines: z.array(reviewableLineSchema),
});
export type OrderReviews = z.infer<typeof orderReviewsSchema>;

/** Answer of GET REVIEW_PATHS.requestLink(token): the order the mail's link opens (404 forged, 410 expired). */
export const reviewLinkSchema = z.object({ orderId: z.string() });

// ---- Admin ----------------------------------------------------------------------------------------------------

export const ADMIN_REVIEW_FILTERS = ['all', 'visible', 'hidden'] as const;
export type AdminReviewFilter = (typeof ADMIN_REVIEW_FILTERS)[number];

/** Query of GET REVIEW_PATHS.admin; newest first. */
export const adminReviewListQuerySchema = z.object({
  status: z.enum(ADMIN_REVIEW_FILTERS, { error: REVIEW_MESSAGES.filter }).default('all'),
  productId: z.string().max(100).optional(),
  page: pageField(),
  limit: limitField(ADMIN_REVIEW_PAGE_SIZE, ADMIN_REVIEW_PAGE_SIZE_MAX),
});
export type AdminReviewListQuery = z.infer<typeof adminReviewListQuerySchema>;

export const adminReviewSchema = productReviewSchema.extend({
  productName: z.string(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  hiddenAt: z.string().nullable(),
  /** The author's account email; null for a sample review or a deleted account. */
  authorEmail: z.string().nullable(),
  /** The order the piece was bought in; null for a sample review. */
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

/** `data` of GET REVIEW_PATHS.admin. */
export const adminReviewListSchema = z.object({
  reviews: z.array(adminReviewSchema),
  pagination: paginationSchema,
});
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;

/** Body of POST REVIEW_PATHS.adminHide(id); answers the AdminReview. */
export const reviewHideSchema = z.object({
  reason: plainText(REVIEW_MESSAGES.reasonRequired, REVIEW_HIDE_REASON_MAX, REVIEW_MESSAGES.reasonTooLong),
});
export type ReviewHide = z.input<typeof reviewHideSchema>;

/** Body of PUT REVIEW_PATHS.adminReply(id) (publish or replace the reply); DELETE the same path removes it. */
export const reviewReplySchema = z.object({
  text: plainText(REVIEW_MESSAGES.replyRequired, REVIEW_REPLY_MAX, REVIEW_MESSAGES.replyTooLong),
});
export type ReviewReply = z.input<typeof reviewReplySchema>;

/** `data` of GET REVIEW_PATHS.adminAudit(id): the review's audited changes, newest first. */
export const reviewAuditSchema = z.array(auditEntrySchema);
