import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@kala/contract/catalog';
import type { CurrentSales } from '@kala/contract/sales';
import { renderWithApi } from '../../testing/render-with-api';
import SalePage from './sale-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const piece = (name: string, onSale: boolean): Product => ({
  _id: name,
  name,
  subtitles: '',
  description: '',
  productDescription: '',
  thumbnail: '/uploads/demo/x.webp',
  sliderImages: [],
  category: 'mandala',
  tags: [],
  ratings: 0,
  reviews: [],
  isActive: true,
  createdBy: null,
  createdAt: '2026-10-01T00:00:00.000Z',
  sizes: [
    {
      _id: `${name}-s`,
      size: '8 inch',
      originalPrice: 1200,
      discountedPrice: 950,
      isAvailable: true,
      estimatedDelivery: '5 days',
      ...(onSale ? { salePrice: 760 } : {}),
    },
  ],
  hsnCode: null,
  gstRate: null,
  ...(onSale ? { sale: { _id: 'd', name: 'Diwali 2026', percentOff: 20, endsAt: '2026-10-25T18:30:00.000Z' } } : {}),
});

function renderWith(sales: CurrentSales, products: Product[] = []) {
  return renderWithApi(<SalePage />, (call) =>
    call.url.startsWith('/api/sales/current')
      ? { success: true, data: sales }
      : {
          success: true,
          data: products,
          pagination: {
            currentPage: 1,
            totalPages: 1,
            totalItems: products.length,
            hasNextPage: false,
            hasPrevPage: false,
          },
          total: products.length,
        },
  );
}

describe('the /sale page', () => {
  it('lists what the live sale prices, under its name and end', async () => {
    const { calls } = renderWith(
      { live: [{ _id: 'd', name: 'Diwali 2026', percentOff: 20, endsAt: '2026-10-25T18:30:00.000Z' }], next: null },
      [piece('Lotus Plate', true), piece('Plain Pot', false)],
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Diwali 2026' })).toBeTruthy();
    expect(screen.getByText('Diwali 2026 · 20% off. Sale ends Mon, 26 Oct 2026, 12:00 am IST.')).toBeTruthy();
    expect(await screen.findByText('1 piece on sale')).toBeTruthy();
    expect(screen.getByText('Lotus Plate')).toBeTruthy();
    expect(screen.queryByText('Plain Pot')).toBeNull();
    expect(calls.some((c) => c.url.includes('sort=price-low'))).toBe(true);
  });

  it('says when the next sale starts when none is live, without reading the catalogue', async () => {
    const { calls } = renderWith({
      live: [],
      next: { _id: 'd', name: 'Diwali 2026', percentOff: 20, startsAt: '2026-10-19T18:30:00.000Z' },
    });
    expect(
      await screen.findByText('Our next sale, Diwali 2026, starts on Tue, 20 Oct 2026, 12:00 am IST.'),
    ).toBeTruthy();
    expect(calls.every((c) => c.url.startsWith('/api/sales/current'))).toBe(true);
  });

  it('says plainly that there is no sale when none is live or coming', async () => {
    renderWith({ live: [], next: null });
    expect(
      await screen.findByText('There is no sale on right now. New pieces arrive every week, have a look around.'),
    ).toBeTruthy();
  });
});
