import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CountBadge } from './count-badge';

afterEach(cleanup);

describe("the header's count badge", () => {
  it('says "1 item", "2 items" and "no items" to a screen reader', () => {
    const said = (count: number) => render(<CountBadge count={count} where="cart" />).container.textContent;
    expect(said(1)).toBe('1, 1 item in cart');
    expect(said(2)).toBe('2, 2 items in cart');
    expect(said(0)).toBe(', no items in cart');
  });
});
