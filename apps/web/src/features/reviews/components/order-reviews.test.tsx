import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderReviews as OrderReviewsData } from '@kala/contract/reviews';
import { ownReview, renderWithApi, signIn } from '../testing/review-fixtures';
import OrderReviews from './order-reviews';

beforeEach(() => {
  signIn();
  // jsdom draws nothing, so it has no scrolling.
  Element.prototype.scrollIntoView = () => {};
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const lines = (change: Partial<OrderReviewsData> = {}): { success: true; data: OrderReviewsData } => ({
  success: true,
  data: {
    orderId: 'o1',
    delivered: true,
    lines: [
      {
        orderItemId: 'i1',
        productId: 'p1',
        productName: 'Lotus Plate',
        sizeLabel: '8 inch',
        image: '/uploads/demo/lotus.webp',
        state: 'can_review',
        reviewId: null,
      },
      {
        orderItemId: 'i2',
        productId: 'p2',
        productName: 'Peacock Mandala',
        sizeLabel: '12 inch',
        image: '/uploads/demo/peacock.webp',
        state: 'reviewed',
        reviewId: 'r2',
      },
      {
        orderItemId: 'i3',
        productId: null,
        productName: 'Retired Mandala',
        sizeLabel: '6 inch',
        image: '/uploads/demo/mandala.webp',
        state: 'unavailable',
        reviewId: null,
      },
    ],
    ...change,
  },
});

describe("a delivered order's 'Rate your pieces'", () => {
  it("offers 'Write a review' or 'Edit your review' per piece, and opens the form for it", async () => {
    renderWithApi(<OrderReviews orderId="o1" />, ({ url }) =>
      url === '/api/reviews/r2' ? { success: true, data: ownReview({ id: 'r2', productId: 'p2' }) } : lines(),
    );
    const section = within(await screen.findByRole('region', { name: 'Rate your pieces' }));
    expect(section.getByRole('button', { name: 'Write a review of Lotus Plate' })).toBeTruthy();
    expect(section.getByText('You reviewed this piece')).toBeTruthy();
    expect(section.getByText('This piece is no longer in the catalogue, so it cannot be reviewed.')).toBeTruthy();
    expect(section.queryByRole('button', { name: /Retired Mandala/ })).toBeNull();

    fireEvent.click(section.getByRole('button', { name: 'Edit your review of Peacock Mandala' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your review' });
    expect(within(dialog).getByText(/Peacock Mandala · Size: 12 inch/)).toBeTruthy();
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe('Lovely on our wall'),
    );
  });

  it('shows nothing before the order is delivered', async () => {
    const { calls } = renderWithApi(<OrderReviews orderId="o1" />, () => lines({ delivered: false }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it("from the mail's link: opens the form of the one piece left to review", async () => {
    renderWithApi(
      <OrderReviews orderId="o1" />,
      ({ url }) => (url.startsWith('/api/reviews/links/') ? { success: true, data: { orderId: 'o1' } } : lines()),
      '/orders/o1?review=tok123',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Write a review' });
    expect(within(dialog).getByText(/Lotus Plate · Size: 8 inch/)).toBeTruthy();
  });

  it('from an expired link: says so, and still offers the pieces', async () => {
    renderWithApi(
      <OrderReviews orderId="o1" />,
      ({ url }) =>
        url.startsWith('/api/reviews/links/')
          ? {
              status: 410,
              body: {
                success: false,
                message: 'This review link has expired. Open the order from My Orders to review it.',
              },
            }
          : lines(),
      '/orders/o1?review=old',
    );
    expect(
      await screen.findByText('This review link has expired. Open the order from My Orders to review it.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Write a review of Lotus Plate' })).toBeTruthy();
  });
});
