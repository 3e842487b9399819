import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAnswer, renderWithApi, sampleReview, sampleSummary } from '../testing/review-fixtures';
import ReviewsPanel from './reviews-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const many = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => sampleReview({ id: `r${from + i}`, title: `Review ${from + i}` }));

describe('the reviews panel', () => {
  it("sorts: the choice is sent to the server and the list shown is the server's order", async () => {
    const { calls } = renderWithApi(<ReviewsPanel productId="p1" />, ({ url }) =>
      url.includes('sort=lowest')
        ? listAnswer([sampleReview({ id: 'low', title: 'Smaller than I hoped', rating: 2 })])
        : listAnswer([sampleReview()]),
    );
    expect(await screen.findByText('Lovely on our wall')).toBeTruthy();
    const sort = screen.getByLabelText('Sort reviews');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Newest', 'Highest rated', 'Lowest rated', 'With photos']);
    fireEvent.change(sort, { target: { value: 'lowest' } });
    expect(await screen.findByText('Smaller than I hoped')).toBeTruthy();
    expect(screen.queryByText('Lovely on our wall')).toBeNull();
    expect(calls.at(-1)?.url).toBe('/api/reviews/products/p1?sort=lowest&page=1&limit=10');
    expect(screen.getByRole('status').textContent).toBe('Showing 1 of 1 review, lowest rated');
  });

  it("pages with 'Show more': the next page is added under the first and the reader is taken to it", async () => {
    const { calls } = renderWithApi(<ReviewsPanel productId="p1" />, ({ url }) =>
      url.includes('page=2') ? listAnswer(many(11, 2), { page: 2, total: 12 }) : listAnswer(many(1, 10), { total: 12 }),
    );
    expect(await screen.findByText('Review 1')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Showing 10 of 12 reviews, newest');
    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByText('Review 12')).toBeTruthy();
    expect(screen.getByText('Review 1')).toBeTruthy();
    expect(calls.at(-1)?.url).toBe('/api/reviews/products/p1?sort=newest&page=2&limit=10');
    expect(screen.getByRole('status').textContent).toBe('Showing 12 of 12 reviews, newest');
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Review 11' })));
  });

  it('enlarges a photo in a dialog, moves between the photos, and gives the focus back on close', async () => {
    const photos = [
      { id: 'ph1', url: '/uploads/reviews/a.webp', width: 1200, height: 900 },
      { id: 'ph2', url: '/uploads/reviews/b.webp', width: 1200, height: 900 },
    ];
    renderWithApi(<ReviewsPanel productId="p1" />, () => listAnswer([sampleReview({ photos })]));
    const thumb = await screen.findByRole('button', { name: 'Enlarge photo 2 of 2 from Asha K.' });
    thumb.focus();
    fireEvent.click(thumb);
    const dialog = await screen.findByRole('dialog', { name: 'Photo 2 of 2' });
    const big = within(dialog).getByRole('img', { name: "Photo 2 from Asha K.'s review" });
    expect(big.getAttribute('src')).toBe('/uploads/reviews/b.webp');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(await screen.findByRole('dialog', { name: 'Photo 1 of 2' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(thumb));
  });

  it("shows the text as text (never HTML), the seller's reply and a sample review's label", async () => {
    renderWithApi(<ReviewsPanel productId="p1" />, () =>
      listAnswer([
        sampleReview({
          text: '<b>bold</b> claim <img src=x onerror=alert(1)>',
          sellerReply: { text: 'Thank you, Asha!', at: '2025-07-14T10:00:00.000Z' },
        }),
        sampleReview({ id: 'r2', sample: true, verifiedBuyer: false, sizeLabel: null, title: '', author: 'Ravi' }),
      ]),
    );
    expect(await screen.findByText('<b>bold</b> claim <img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('#main b, article b')).toBeNull();
    expect(screen.getByText('Reply from the seller')).toBeTruthy();
    expect(screen.getByText('Thank you, Asha!')).toBeTruthy();
    const sample = screen.getByRole('article', { name: 'Review by Ravi' });
    expect(within(sample).getByText('Sample review from the demo catalogue')).toBeTruthy();
    expect(within(sample).queryByText('Verified buyer')).toBeNull();
  });

  it('says there are no reviews yet and where a buyer writes one', async () => {
    renderWithApi(<ReviewsPanel productId="p1" />, () =>
      listAnswer([], {
        summary: sampleSummary({ average: 0, count: 0, withPhotos: 0, stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } }),
      }),
    );
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'your orders' }).getAttribute('href')).toBe('/orders');
  });

  it('says when the reviews could not be loaded, and tries again', async () => {
    let fail = true;
    renderWithApi(<ReviewsPanel productId="p1" />, () =>
      fail ? { status: 500, body: { success: false, message: 'boom' } } : listAnswer([sampleReview()]),
    );
    expect(await screen.findByText('Failed to load reviews')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Lovely on our wall')).toBeTruthy();
  });
});
