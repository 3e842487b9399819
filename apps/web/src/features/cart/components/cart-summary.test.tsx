import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@kala/contract/cart';
import { renderWithApi, signIn } from '../../../testing/render-with-api';
import { CartSummary } from './cart-summary';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const cart = (subtotal: number): Cart => ({
  items: [],
  totalItems: 2,
  subtotal,
  totalPrice: subtotal,
  gst: { percent: 18, rates: [18], included: false, amount: 0 },
  shipping: null,
});

describe('the COD charge, shown before checkout (issue 25 item 4)', () => {
  it("names the cart's own COD charge: ₹40 up to ₹2,000, then 2%", () => {
    signIn();
    renderWithApi(<CartSummary cart={cart(1500)} />);
    expect(screen.getByText('Cash on delivery adds a COD charge of ₹40.00; paying online adds none.')).toBeTruthy();
    cleanup();
    renderWithApi(<CartSummary cart={cart(4999)} />);
    expect(screen.getByText('Cash on delivery adds a COD charge of ₹99.98; paying online adds none.')).toBeTruthy();
  });
});
