import type { OwnReview, ProductReview, ReviewList, ReviewSummary } from '@kala/contract/reviews';

// The reviews tests' fixtures; rendering and signing in are shared by every feature's tests.
export { renderWithApi, signIn, type Call } from '../../../testing/render-with-api';

export const sampleReview = (change: Partial<ProductReview> = {}): ProductReview => ({
  id: 'r1',
  productId: 'p1',
  rating: 4,
  title: 'Lovely on our wall',
  text: 'The colours are richer than in the photos.',
  photos: [],
  sizeLabel: '12 inch',
  verifiedBuyer: true,
  author: 'Asha K.',
  createdAt: '2025-07-13T10:00:00.000Z',
  updatedAt: '2025-07-13T10:00:00.000Z',
  sellerReply: null,
  sample: false,
  ...change,
});

export const sampleSummary = (change: Partial<ReviewSummary> = {}): ReviewSummary => ({
  average: 4.6,
  count: 12,
  withPhotos: 3,
  samples: 0,
  stars: { 1: 0, 2: 0, 3: 1, 4: 3, 5: 8 },
  ...change,
});

/** One page of a product's reviews, as GET /api/reviews/products/:id answers it. */
export const listAnswer = (
  reviews: ProductReview[],
  { page = 1, total = reviews.length, limit = 10, summary = sampleSummary() } = {},
): { success: true; data: ReviewList } => {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return {
    success: true,
    data: {
      summary,
      reviews,
      pagination: {
        currentPage: page,
        totalPages,
        total,
        limit,
        hasNextPage: page < totalPages,
        hasPrevPage: page > 1,
      },
    },
  };
};

export const ownReview = (change: Partial<OwnReview> = {}): OwnReview => ({
  ...sampleReview(),
  productName: 'Lotus Plate',
  hidden: false,
  hiddenReason: null,
  ...change,
});
