import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WishlistItem } from '@kala/contract/wishlist';
import { renderWithApi } from '../../../testing/render-with-api';
import { WishlistCard } from './wishlist-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item: WishlistItem = {
  id: 'w1',
  addedAt: '2025-07-13T10:00:00.000Z',
  product: {
    _id: 'p1',
    name: 'Lotus Plate',
    thumbnail: '/uploads/demo/lotus.webp',
    originalPrice: 1000,
    discountedPrice: 900,
    discountPercent: 10,
    maxDiscountPercent: 25,
    isAvailable: true,
    sizes: [
      { _id: 's1', size: '6 inch', originalPrice: 1000, discountedPrice: 900, discountPercent: 10, isAvailable: true },
      { _id: 's2', size: '8 inch', originalPrice: 2000, discountedPrice: 1500, discountPercent: 25, isAvailable: true },
    ],
  },
};

describe('a wishlist card', () => {
  it('shows what spec §2 lists', () => {
    renderWithApi(<WishlistCard item={item} onSelectSize={() => {}} />);
    expect(screen.getByRole('link', { name: 'Lotus Plate' }).getAttribute('href')).toBe('/products/p1');
    expect(screen.getByText('Up to 25% off')).toBeTruthy();
    expect(screen.getByText('₹900.00')).toBeTruthy();
    expect(screen.getByText('Multiple sizes available - view details to select')).toBeTruthy();
    expect(screen.getByText('Added on July 13, 2025')).toBeTruthy();
    expect(screen.getByTitle('Remove from wishlist')).toBeTruthy();
  });

  it('opens the size choice and removes through the API', async () => {
    const onSelectSize = vi.fn();
    const { calls } = renderWithApi(<WishlistCard item={item} onSelectSize={onSelectSize} />, () => ({
      success: true,
      data: { productId: 'p1', inWishlist: false, count: 0 },
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Select Size & Add: Lotus Plate' }));
    expect(onSelectSize).toHaveBeenCalledWith(item);
    fireEvent.click(screen.getByTitle('Remove from wishlist'));
    await waitFor(() => expect(calls[0]).toMatchObject({ url: '/api/wishlist/remove/p1', method: 'DELETE' }));
  });
});
