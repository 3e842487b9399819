import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderHeader } from './order-header';

afterEach(cleanup);

const order = {
  orderNumber: 'KALA-260713-0001',
  orderStatus: 'shipped' as const,
  createdAt: '2025-07-13T10:15:00.000Z',
};

describe("an order page's head, shared by the shopper's and the admin's pages", () => {
  it("gives the shopper the way back to their orders, the number as the page's heading and the status", () => {
    render(<OrderHeader order={order} back={{ to: '/orders', label: 'My Orders' }} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('heading', { level: 1, name: 'Order KALA-260713-0001' })).toBeTruthy();
    expect(screen.getByText('Shipped')).toBeTruthy();
    expect(screen.getByText(/^Placed on/).textContent).not.toMatch(/ by /);
  });

  it('tells the admin who placed it, under the panel’s own heading', () => {
    render(
      <OrderHeader
        order={order}
        back={{ to: '/admin/orders', label: 'All orders' }}
        heading="h2"
        placedBy="Meera Joshi"
      />,
      { wrapper: MemoryRouter },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Order KALA-260713-0001' })).toBeTruthy();
    expect(screen.getByText(/^Placed on/).textContent).toMatch(/ by Meera Joshi$/);
  });
});
