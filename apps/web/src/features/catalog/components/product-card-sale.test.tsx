import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '@kala/contract/catalog';
import { ProductCard } from './product-card';

afterEach(cleanup);

const product = (onSale: boolean) =>
  ({
    _id: 'p1',
    name: 'Lotus Plate',
    subtitles: '',
    description: '',
    productDescription: '',
    thumbnail: '/uploads/demo/lotus.webp',
    sliderImages: [],
    category: 'mandala',
    tags: [],
    ratings: 0,
    reviews: [],
    isActive: true,
    createdBy: null,
    createdAt: '2025-07-01T00:00:00.000Z',
    sizes: [
      {
        _id: 's1',
        size: '8 inch',
        originalPrice: 1500,
        discountedPrice: 1200,
        isAvailable: true,
        estimatedDelivery: '',
        ...(onSale ? { salePrice: 960 } : {}),
      },
      {
        _id: 's2',
        size: '12 inch',
        originalPrice: 2500,
        discountedPrice: 2000,
        isAvailable: true,
        estimatedDelivery: '',
        ...(onSale ? { salePrice: 1600 } : {}),
      },
    ],
    ...(onSale ? { sale: { _id: 'd', name: 'Diwali 2026', percentOff: 20, endsAt: '2026-10-25T18:30:00.000Z' } } : {}),
  }) as unknown as Product;

const cardText = (p: Product) =>
  render(
    <MemoryRouter>
      <ProductCard product={p} />
    </MemoryRouter>,
  ).container.textContent;

describe('a product card during a sale (issue 27)', () => {
  it('shows the sale price, the usual price struck through and the sale name', () => {
    const text = cardText(product(true));
    expect(text).toContain('From ₹960.00 usually ₹1,200.00');
    expect(text).toContain('Diwali 2026 · 20% off');
  });

  it('without a sale, the usual price against the MRP, as before', () => {
    const text = cardText(product(false));
    expect(text).toContain('From ₹1,200.00 was ₹1,500.00');
    expect(text).not.toContain('Diwali');
  });
});
