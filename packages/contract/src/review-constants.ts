/**
 * The reviews' constants, messages and paths without zod (issue 26, decision 037), so the product page's Reviews tab
 * can use them without loading the schema library; reviews.ts re-exports them beside its schemas.
 */

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TITLE_MAX = 100;
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_PHOTOS_MAX = 3;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_HIDE_REASON_MAX = 500;
export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_PAGE_SIZE_MAX = 50;
export const ADMIN_REVIEW_PAGE_SIZE = 20;
export const ADMIN_REVIEW_PAGE_SIZE_MAX = 100;
/** The query parameter of the review-request mail's link to the order page: `/orders/{orderId}?review={token}`. */
export const REVIEW_LINK_PARAM = 'review';

export const REVIEW_SORTS = ['newest', 'highest', 'lowest', 'with-photos'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/** 'with-photos' puts the reviews with photos first (newest among them), then the rest by date. */
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
  'with-photos': 'With photos',
};

export const REVIEW_MESSAGES = {
  // Labels the web shows.
  verifiedBuyer: 'Verified buyer',
  sample: 'Sample review from the demo catalogue',
  noReviews: 'No reviews yet',
  // Field checks (server and form).
  ratingRequired: 'Please choose a rating from 1 to 5 stars',
  rating: 'Rating must be between 1 and 5',
  titleRequired: 'Please give your review a title',
  titleTooLong: `Title must be at most ${REVIEW_TITLE_MAX} characters`,
  textRequired: 'Please write your review',
  textTooShort: `Review must be at least ${REVIEW_TEXT_MIN} characters`,
  textTooLong: `Review must be at most ${REVIEW_TEXT_MAX} characters`,
  noHtml: 'Please write plain text: HTML tags are not allowed',
  tooManyPhotos: `You can add up to ${REVIEW_PHOTOS_MAX} photos`,
  photoNotFound: 'A photo could not be found. Please upload it again.',
  productRequired: 'Product is required',
  sort: `Sort must be one of ${REVIEW_SORTS.join(', ')}`,
  // Rules.
  notBuyer: 'Only shoppers who bought this piece can review it',
  notDelivered: 'You can review this piece once your order has been delivered',
  alreadyReviewed: 'You have already reviewed this piece. You can edit your review instead.',
  photosNeedPurchase: 'Only shoppers with a delivered order can upload review photos',
  notFound: 'Review not found',
  productNotFound: 'Product not found',
  orderNotFound: 'Order not found',
  tooMany: 'Too many reviews at once. Please try again later.',
  // Results.
  created: 'Thank you! Your review is published.',
  updated: 'Your review was updated',
  deleted: 'Your review was deleted',
  // Admin.
  reasonRequired: 'Please give a reason for hiding this review',
  reasonTooLong: `Reason must be at most ${REVIEW_HIDE_REASON_MAX} characters`,
  replyRequired: 'Please write a reply',
  replyTooLong: `Reply must be at most ${REVIEW_REPLY_MAX} characters`,
  hidden: 'Review hidden',
  shown: 'Review shown again',
  alreadyHidden: 'This review is already hidden',
  alreadyVisible: 'This review is already visible',
  replied: 'Reply published',
  replyRemoved: 'Reply removed',
  filter: 'Status must be one of all, visible, hidden',
  // The review-request mail's link.
  linkInvalid: 'This review link is not valid',
  linkExpired: 'This review link has expired. Open the order from My Orders to review it.',
} as const;

/** A tag, comment or doctype: what would be HTML. '<3' and 'a < b' are plain text. */
const HTML_TAG = /<\s*\/?\s*[a-z!?][^>]*>/i;
export const looksLikeHtml = (text: string) => HTML_TAG.test(text);

const enc = encodeURIComponent;
export const REVIEW_PATHS = {
  /** GET (public): query reviewListQuerySchema, data reviewListSchema. */
  productReviews: (productId: string) => `/api/reviews/products/${enc(productId)}`,
  /** POST (signed in): body reviewCreateSchema, 201 data ownReviewSchema; 403 notBuyer/notDelivered, 409 alreadyReviewed. */
  create: '/api/reviews',
  /** GET / PATCH (body reviewEditSchema) / DELETE (signed in, own only: another's is 404); data ownReviewSchema. */
  own: (reviewId: string) => `/api/reviews/${enc(reviewId)}`,
  /** POST (signed in, a delivered order needed): multipart field `file`, 201 data reviewPhotoSchema. */
  photos: '/api/reviews/photos',
  /** GET (signed in, own order): data orderReviewsSchema. */
  order: (orderId: string) => `/api/reviews/orders/${enc(orderId)}`,
  /** GET (public): data reviewLinkSchema. */
  requestLink: (token: string) => `/api/reviews/links/${enc(token)}`,
  /** GET (admin): query adminReviewListQuerySchema, data adminReviewListSchema. */
  admin: '/api/admin/reviews',
  /** POST (admin): body reviewHideSchema, data adminReviewSchema. */
  adminHide: (reviewId: string) => `/api/admin/reviews/${enc(reviewId)}/hide`,
  /** POST (admin, no body): data adminReviewSchema. */
  adminShow: (reviewId: string) => `/api/admin/reviews/${enc(reviewId)}/show`,
  /** PUT (admin): body reviewReplySchema; DELETE: remove it. data adminReviewSchema. */
  adminReply: (reviewId: string) => `/api/admin/reviews/${enc(reviewId)}/reply`,
  /** GET (admin): data reviewAuditSchema. */
  adminAudit: (reviewId: string) => `/api/admin/reviews/${enc(reviewId)}/audit`,
} as const;
