import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart, CartItem } from '@kala/contract/cart';
import { renderWithApi, signIn } from '../../../testing/render-with-api';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const line = (change: Partial<CartItem> = {}): CartItem => ({
  product: { _id: 'p1', name: 'Lotus Plate', thumbnail: '/uploads/demo/lotus.webp' },
  selectedSize: { sizeId: 's1', size: '8 inch', price: 1200 },
  quantity: 1,
  lineTotal: 1200,
  isAvailable: true,
  priceChanged: false,
  ...change,
});

const cartOf = (items: CartItem[]): Cart => ({
  items,
  totalItems: items.reduce((n, i) => n + i.quantity, 0),
  subtotal: 3600,
  totalPrice: 4248,
  gst: { percent: 18, rates: [18], included: false, amount: 648 },
  shipping: null,
});

describe('a cart line and the stock (issue 26 item 4)', () => {
  it("says 'Only 2 left' when few remain, and its quantity stops there", () => {
    renderWithApi(<CartLine item={line({ quantity: 2, piecesLeft: 2 })} />);
    expect(screen.getByText('Only 2 left')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Increase quantity' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('asks to lower a quantity above the pieces left; one step down lands on what is left', async () => {
    const { calls } = renderWithApi(<CartLine item={line({ quantity: 3, lineTotal: 3600, piecesLeft: 1 })} />);
    expect(screen.getByText('Only 1 left in stock. Please lower the quantity to check out.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      url: '/api/cart/update',
      method: 'PUT',
      body: { productId: 'p1', sizeId: 's1', quantity: 1 },
    });
  });

  it('keeps the way to checkout until such a line is lowered', () => {
    signIn();
    const action = <a href="/checkout">Proceed to Checkout</a>;
    renderWithApi(<CartSummary cart={cartOf([line({ quantity: 3, piecesLeft: 1 })])} checkoutAction={action} />);
    expect(screen.getByText('Lower the quantity of the items with too few pieces left to check out.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Proceed to Checkout' })).toBeNull();
    cleanup();
    renderWithApi(<CartSummary cart={cartOf([line({ quantity: 1, piecesLeft: 1 })])} checkoutAction={action} />);
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toBeTruthy();
  });
});
