import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '@kala/contract/catalog';
import { ProductCard } from './product-card';

afterEach(cleanup);

const product = (ratings: number, reviewCount: number) =>
  ({
    _id: 'p1',
    name: 'Lotus Plate',
    subtitles: '',
    description: 'A plate',
    productDescription: '',
    thumbnail: '/uploads/demo/lotus.webp',
    sliderImages: [],
    category: 'lippan-art',
    tags: [],
    ratings,
    reviews: [],
    reviewCount,
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
        estimatedDelivery: '5-7 working days',
      },
    ],
  }) as unknown as Product;

const renderCard = (p: Product) =>
  render(
    <MemoryRouter>
      <ProductCard product={p} />
    </MemoryRouter>,
  );

describe("a product card's rating (issue 26)", () => {
  it('shows the average of the real reviews, stars by floor, and how many there are', () => {
    renderCard(product(4.6, 12));
    expect(screen.getByText('Rated 4 out of 5')).toBeTruthy();
    expect(screen.getByText(/^4\.6/)).toBeTruthy();
    expect(screen.getByText('(12)')).toBeTruthy();
    expect(screen.getByText(', 12 reviews')).toBeTruthy();
  });

  it('says so when nobody has reviewed the piece, instead of empty stars', () => {
    renderCard(product(0, 0));
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    expect(screen.queryByText(/Rated \d out of 5/)).toBeNull();
  });
});
