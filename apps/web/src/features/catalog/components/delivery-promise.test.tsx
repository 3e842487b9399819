import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../testing/render-with-api';
import { DeliveryPromise } from './delivery-promise';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the product page's delivery promise", () => {
  it('says what cash on delivery costs before the shopper reaches checkout (issue 25 item 4)', () => {
    renderWithApi(<DeliveryPromise />);
    expect(screen.getByText('Cash on delivery available')).toBeTruthy();
    expect(
      screen.getByText('COD charge: 2% of the order, at least ₹40.00. No charge when you pay online.'),
    ).toBeTruthy();
  });
});
