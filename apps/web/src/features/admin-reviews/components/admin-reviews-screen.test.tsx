import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminReview } from '@kala/contract/reviews';
import { renderWithApi } from '../../../testing/render-with-api';
import { AdminReviewsScreen } from './admin-reviews-screen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const review = (change: Partial<AdminReview> = {}): AdminReview => ({
  id: 'r1',
  productId: 'p1',
  productName: 'Lotus Plate',
  rating: 2,
  title: 'Arrived chipped',
  text: 'One edge was chipped.',
  photos: [],
  sizeLabel: '8 inch',
  verifiedBuyer: true,
  author: 'Asha K.',
  authorEmail: 'asha@example.com',
  orderId: 'o1',
  orderNumber: 'KALA-260713-0001',
  createdAt: '2025-07-13T10:00:00.000Z',
  updatedAt: '2025-07-13T10:00:00.000Z',
  sellerReply: null,
  sample: false,
  hidden: false,
  hiddenReason: null,
  hiddenAt: null,
  ...change,
});

const page = (reviews: AdminReview[], total = reviews.length) => ({
  success: true,
  data: {
    reviews,
    pagination: {
      currentPage: 1,
      totalPages: Math.max(1, Math.ceil(total / 20)),
      total,
      limit: 20,
      hasNextPage: total > 20,
      hasPrevPage: false,
    },
  },
});

describe("the admin's Reviews tab", () => {
  it('lists the reviews with who wrote them and from which order, and filters to hidden ones', async () => {
    const { calls } = renderWithApi(<AdminReviewsScreen />, ({ url }) =>
      url.includes('status=hidden')
        ? page([
            review({
              id: 'h1',
              title: 'Spam',
              hidden: true,
              hiddenReason: 'Advertising',
              hiddenAt: '2025-07-14T00:00:00.000Z',
            }),
          ])
        : page([review()]),
    );
    const card = within(await screen.findByRole('article', { name: 'Arrived chipped' }));
    expect(card.getByText('asha@example.com')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Order KALA-260713-0001' }).getAttribute('href')).toBe('/admin/orders/o1');
    expect(card.getByText('Visible')).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/admin/reviews?status=all&page=1&limit=20');

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'hidden' } });
    const hidden = within(await screen.findByRole('article', { name: 'Spam' }));
    expect(hidden.getByText('Advertising')).toBeTruthy();
    expect(hidden.getByRole('button', { name: 'Show again' })).toBeTruthy();
    expect(calls.at(-1)?.url).toBe('/api/admin/reviews?status=hidden&page=1&limit=20');
  });

  it('hides a review only with a reason, then offers to show it again', async () => {
    let hidden = false;
    const { calls } = renderWithApi(<AdminReviewsScreen />, ({ url, method }) => {
      if (url.endsWith('/audit')) {
        return {
          success: true,
          data: [
            {
              id: 'a1',
              action: 'review.hide',
              by: 'Admin <admin@kala.test>',
              at: '2025-07-14T10:00:00.000Z',
              before: null,
              after: null,
            },
          ],
        };
      }
      if (method === 'POST' && url.endsWith('/hide')) {
        hidden = true;
        return {
          success: true,
          message: 'Review hidden',
          data: review({ hidden: true, hiddenReason: 'Not about the piece' }),
        };
      }
      return page([review(hidden ? { hidden: true, hiddenReason: 'Not about the piece' } : {})]);
    });
    const card = within(await screen.findByRole('article', { name: 'Arrived chipped' }));
    fireEvent.click(card.getByRole('button', { name: 'Hide' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Hide this review?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Hide review' }));
    expect(await dialog.findByText('Please give a reason for hiding this review')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Reason (required)'), { target: { value: 'Not about the piece' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      url: '/api/admin/reviews/r1/hide',
      method: 'POST',
      body: { reason: 'Not about the piece' },
    });
    expect(await card.findByRole('button', { name: 'Show again' })).toBeTruthy();
    expect(card.getByText('Not about the piece')).toBeTruthy();
    expect(card.getByText('Review hidden')).toBeTruthy();

    // Its history says who hid it and when.
    fireEvent.click(card.getByRole('button', { name: 'History' }));
    expect(await card.findByText('Admin <admin@kala.test>', { exact: false })).toBeTruthy();
    expect(card.getByText('July 14, 2025')).toBeTruthy();
  });

  it('publishes a public reply under the review', async () => {
    const reply = { text: 'Sorry! A replacement is on its way.', at: '2025-07-15T00:00:00.000Z' };
    let replied = false;
    const { calls } = renderWithApi(<AdminReviewsScreen />, ({ method }) => {
      if (method === 'PUT') {
        replied = true;
        return { success: true, message: 'Reply published', data: review({ sellerReply: reply }) };
      }
      return page([review(replied ? { sellerReply: reply } : {})]);
    });
    const card = within(await screen.findByRole('article', { name: 'Arrived chipped' }));
    fireEvent.click(card.getByRole('button', { name: 'Reply publicly' }));
    fireEvent.click(card.getByRole('button', { name: 'Publish reply' }));
    expect(await card.findByText('Please write a reply')).toBeTruthy();
    fireEvent.change(card.getByLabelText('Public reply (shown under the review)'), { target: { value: reply.text } });
    fireEvent.click(card.getByRole('button', { name: 'Publish reply' }));
    expect(await card.findByRole('button', { name: 'Edit reply' })).toBeTruthy();
    expect(card.getByText(/^Your public reply/)).toBeTruthy();
    expect(card.getByText(reply.text).tagName).toBe('P');
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      url: '/api/admin/reviews/r1/reply',
      method: 'PUT',
      body: { text: reply.text },
    });
  });
});
