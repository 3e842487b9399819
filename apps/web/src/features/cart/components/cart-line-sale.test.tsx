import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@kala/contract/cart';
import { renderWithApi } from '../../../testing/render-with-api';
import { CartLine } from './cart-line';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a cart line during a sale (issue 27)', () => {
  it('shows the sale price against the usual one struck through, with the sale named, and no price-change alarm', () => {
    const item: CartItem = {
      product: { _id: 'p1', name: 'Lotus Plate', thumbnail: '/uploads/demo/lotus.webp' },
      selectedSize: { sizeId: 's1', size: '8 inch', price: 760 },
      quantity: 2,
      lineTotal: 1520,
      isAvailable: true,
      priceChanged: false,
      sale: { name: 'Diwali 2026', percentOff: 20, usualPrice: 950 },
    };
    const { container } = renderWithApi(<CartLine item={item} />);
    expect(container.textContent).toContain('₹760.00 each usually ₹950.00');
    expect(container.querySelector('.line-through')?.textContent).toBe('usually ₹950.00');
    expect(screen.getByText('Diwali 2026 · 20% off: sale price applied')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Accept the new price/ })).toBeNull();
  });
});
