import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@kala/contract/cart';
import { CartLine } from './cart-line';
import { QuickAddDialog } from './quick-add-dialog';
import { renderWithApi } from '../../../testing/render-with-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
/** Disabled for the shopper, yet still able to hold the keyboard focus (aria-disabled, not the attribute). */
const isDisabled = (element: HTMLButtonElement) =>
  element.getAttribute('aria-disabled') === 'true' && !element.disabled;

describe('a cart line', () => {
  it('cannot go below 1: the minus button is disabled, plus sends the new quantity', async () => {
    const { calls } = renderWithApi(<CartLine item={line()} />);
    expect(isDisabled(button('Decrease quantity'))).toBe(true);
    fireEvent.click(button('Decrease quantity'));
    fireEvent.click(button('Increase quantity'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      url: '/api/cart/update',
      method: 'PUT',
      body: { productId: 'p1', sizeId: 's1', quantity: 2 },
    });
  });

  it('stops at 10 and removes with its own button', async () => {
    const { calls } = renderWithApi(<CartLine item={line({ quantity: 10 })} />);
    expect(isDisabled(button('Increase quantity'))).toBe(true);
    expect(isDisabled(button('Decrease quantity'))).toBe(false);
    fireEvent.click(button('Remove Lotus Plate, 8 inch, from cart'));
    await waitFor(() => expect(calls[0]).toMatchObject({ url: '/api/cart/remove/p1/s1', method: 'DELETE' }));
  });

  it('offers to accept a changed price, which saves the line at the same quantity', async () => {
    const { calls } = renderWithApi(<CartLine item={line({ priceChanged: true, previousPrice: 999, quantity: 2 })} />);
    expect(screen.getByText(/Price changed from ₹999\.00 to ₹1,200\.00 since you added it\./)).toBeTruthy();
    fireEvent.click(button('Accept the new price of Lotus Plate, 8 inch'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      url: '/api/cart/update',
      method: 'PUT',
      body: { productId: 'p1', sizeId: 's1', quantity: 2 },
    });
  });

  it('flags a size that went out of stock and leaves it out of the total', () => {
    renderWithApi(<CartLine item={line({ isAvailable: false, unavailableReason: 'outOfStock', lineTotal: 0 })} />);
    expect(screen.getByText(/This size is currently out of stock\./)).toBeTruthy();
    expect(screen.getByText('Not included')).toBeTruthy();
    expect(isDisabled(button('Increase quantity'))).toBe(true);
  });

  it('says when the price changed since it was added', () => {
    renderWithApi(<CartLine item={line({ priceChanged: true, previousPrice: 1000 })} />);
    expect(screen.getByText('Price changed from ₹1,000.00 to ₹1,200.00 since you added it.')).toBeTruthy();
  });
});

describe('the quick-add dialog', () => {
  const product = {
    _id: 'p1',
    name: 'Lotus Plate',
    thumbnail: '/uploads/demo/lotus.webp',
    sizes: [
      { _id: 's1', size: '6 inch', originalPrice: 900, discountedPrice: 800, isAvailable: false },
      { _id: 's2', size: '8 inch', originalPrice: 1200, discountedPrice: 1000, isAvailable: true },
    ],
  };

  it('preselects the size in stock and a quantity of 1, and adds exactly that', async () => {
    const { calls } = renderWithApi(<QuickAddDialog product={product} onClose={() => {}} />, () => ({
      success: true,
      data: {
        items: [],
        totalItems: 0,
        totalPrice: 0,
        subtotal: 0,
        gst: { percent: 18, rates: [18], included: false, amount: 0 },
        shipping: null,
      },
    }));
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => [r.checked, r.disabled])).toEqual([
      [false, true],
      [true, false],
    ]);
    expect(screen.getByRole('group', { name: 'Quantity' }).textContent).toContain('1');
    fireEvent.click(button('Add to Cart'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      url: '/api/cart/add',
      method: 'POST',
      body: { productId: 'p1', sizeId: 's2', quantity: 1 },
    });
  });

  it('adds once for a double click, and is busy while the add runs', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { calls } = renderWithApi(<QuickAddDialog product={{ ...product, _id: 'p2' }} onClose={() => {}} />, () => ({
      success: true,
      data: {
        items: [],
        totalItems: 0,
        totalPrice: 0,
        subtotal: 0,
        gst: { percent: 18, rates: [18], included: false, amount: 0 },
        shipping: null,
      },
    }));
    const original = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      await answered;
      return original(...args);
    });
    const add = button('Add to Cart');
    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect(button('Adding...').getAttribute('aria-busy')).toBe('true'));
    fireEvent.click(button('Adding...'));
    answer();
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(1);
  });
});
