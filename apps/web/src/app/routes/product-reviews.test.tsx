import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@kala/contract/catalog';
import { ProductTabs } from '../../features/catalog/components/product-tabs';
import { listAnswer, renderWithApi, sampleReview } from '../../features/reviews/testing/review-fixtures';
import { ProductReviews, useReviewsAhead } from './product-reviews';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const product = {
  _id: 'p1',
  name: 'Lotus Plate',
  subtitles: '',
  description: 'A plate',
  productDescription: '',
  thumbnail: '/uploads/demo/lotus.webp',
  sliderImages: [],
  category: 'lippan-art',
  tags: [],
  ratings: 4.6,
  reviews: [],
  reviewCount: 12,
  isActive: true,
  createdBy: null,
  createdAt: '2025-07-01T00:00:00.000Z',
  sizes: [],
} as unknown as Product;

const reviewCalls = (calls: { url: string }[]) => calls.filter((c) => c.url.startsWith('/api/reviews/'));

describe("the product page's Reviews tab", () => {
  it('asks for nothing until the tab opens, then shows the summary and the reviews', async () => {
    const { calls } = renderWithApi(<ProductTabs product={product} reviews={<ProductReviews productId="p1" />} />, () =>
      listAnswer([sampleReview()], { total: 12 }),
    );
    const tab = screen.getByRole('tab', { name: 'Reviews (12)' });
    // Details is open: the reviews' code and data are not asked for.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reviewCalls(calls)).toHaveLength(0);

    fireEvent.click(tab);
    const panel = within(screen.getByRole('tabpanel'));
    expect(await panel.findByText('Lovely on our wall')).toBeTruthy();
    expect(reviewCalls(calls).map((c) => c.url)).toEqual(['/api/reviews/products/p1?sort=newest&page=1&limit=10']);
    expect(panel.getByText('4.6')).toBeTruthy();
    // Stars by floor (spec §2): 4.6 shows four.
    expect(panel.getAllByText('Rated 4 out of 5').length).toBeGreaterThan(0);
    expect(panel.getByText('12 reviews')).toBeTruthy();
    expect(panel.getByText('3 reviews with photos')).toBeTruthy();
    expect(panel.getByText('5 stars: 8 reviews')).toBeTruthy();
    expect(panel.getByText('Verified buyer')).toBeTruthy();
    expect(panel.getByText('Size: 12 inch')).toBeTruthy();
    expect(panel.getByText('July 13, 2025')).toBeTruthy();
  });

  it("fetches the tab's first page ahead once the tabs come near the screen", async () => {
    let near: (entries: { isIntersecting: boolean }[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof near) {
          near = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    function Page() {
      const ref = useReviewsAhead('p1');
      return <div ref={ref}>tabs</div>;
    }
    const { calls } = renderWithApi(<Page />, () => listAnswer([sampleReview()]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reviewCalls(calls)).toHaveLength(0);
    near([{ isIntersecting: true }]);
    await waitFor(() => expect(reviewCalls(calls)).toHaveLength(1));
  });
});
