import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@kala/contract/catalog';
import type { StockHold } from '@kala/contract/stock';
import { ProductPurchasePanel } from '../../features/catalog/components/product-purchase-panel';
import { StockBadge } from '../../features/catalog/components/stock-badge';
import { isInStock } from '../../features/catalog/lib/pricing';
import { renderWithApi, signIn, type Call } from '../../testing/render-with-api';
import { useProductStock } from './product-stock';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const size = (id: string, label: string, change: Partial<Product['sizes'][number]> = {}) => ({
  _id: id,
  size: label,
  originalPrice: 1500,
  discountedPrice: 1200,
  isAvailable: true,
  estimatedDelivery: '5-7 business days',
  ...change,
});

const product = (sizes: Product['sizes']): Product => ({
  _id: 'p1',
  name: 'Only Lippan Peacock',
  subtitles: '',
  description: 'Mud and mirror work.',
  productDescription: '<p>Mud and mirror work.</p>',
  thumbnail: '/uploads/demo/peacock.webp',
  sliderImages: [],
  category: 'lippan-art',
  tags: [],
  ratings: 4,
  reviews: [],
  isActive: true,
  createdBy: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  sizes,
  hsnCode: null,
  gstRate: null,
});

const hold = (change: Partial<StockHold> = {}): StockHold => ({
  sizeId: 's1',
  pieces: 1,
  orderId: 'o1',
  orderNumber: 'KALA-100042',
  payBy: '2026-11-27T17:17:00.000Z',
  payable: true,
  fromCart: true,
  ...change,
});

/** The product page's stock as the route composes it: the badge and the purchase panel with the shopper's holds. */
function Stock({ piece, userId }: { piece: Product; userId: string | undefined }) {
  const stock = useProductStock(piece, userId);
  return (
    <>
      <StockBadge inStock={isInStock(piece)} reserved={stock.badgeReserved} />
      <ProductPurchasePanel product={piece} reserved={stock.reserved} onAddToCart={() => undefined} />
    </>
  );
}

function renderStock(piece: Product, holds: StockHold[], userId: string | undefined = 'u1') {
  if (userId) signIn();
  return renderWithApi(<Stock piece={piece} userId={userId} />, (call: Call) =>
    call.url.startsWith('/api/stock/holds') ? { success: true, data: { holds } } : { success: true, data: {} },
  );
}

const soldOut = () => product([size('s1', '24 inch', { isAvailable: false })]);

describe("the product page's stock for the shopper (issue 26 item 4)", () => {
  it("shows a piece held by the shopper's own unpaid order as reserved for them, with 'Complete payment'", async () => {
    const { calls } = renderStock(soldOut(), [hold()]);
    const link = await screen.findByRole('link', { name: 'Complete payment for order KALA-100042' });
    expect(link.getAttribute('href')).toBe('/orders/o1');
    expect(screen.getByText(/Your order KALA-100042 is holding this piece for you until it is paid\./)).toBeTruthy();
    expect(screen.getByText(/Complete the payment by \d{1,2}:\d\d (am|pm) to keep it/)).toBeTruthy();
    // Reserved, not out of stock: the badge, the size and the notice all say so.
    expect(screen.getAllByText('Reserved for you').length).toBeGreaterThanOrEqual(3);
    expect(screen.queryByText('Out of Stock')).toBeNull();
    expect(screen.queryByText(/This size is currently out of stock\./)).toBeNull();
    expect(calls.filter((c) => c.url === '/api/stock/holds?productId=p1')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Your unpaid order is holding this piece for you. Complete the payment to buy it.'),
    );
  });

  it('shows the hold whichever size the page opens on, naming the size when there are several', async () => {
    renderStock(product([size('s1', '6 inch', { isAvailable: false }), size('s2', '8 inch')]), [hold()]);
    expect(await screen.findByText('Reserved for you: 6 inch')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete payment for order KALA-100042' })).toBeTruthy();
    // The page opened on the 8 inch, which is on sale: no out-of-stock notice for it.
    expect(screen.queryByText(/This size is currently out of stock\./)).toBeNull();
  });

  it('shows the same piece out of stock to a shopper who holds none of it', async () => {
    const { calls } = renderStock(soldOut(), []);
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/stock/holds'))).toBe(true));
    expect(screen.getAllByText('Out of Stock').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText(/This size is currently out of stock\./)).toBeTruthy();
    expect(screen.queryByText('Reserved for you')).toBeNull();
    expect(screen.queryByRole('link', { name: /Complete payment/ })).toBeNull();
  });

  it('asks nothing for a guest', () => {
    const { calls } = renderStock(soldOut(), [hold()], undefined);
    expect(calls.filter((c) => c.url.startsWith('/api/stock/holds'))).toEqual([]);
    expect(screen.getAllByText('Out of Stock').length).toBeGreaterThanOrEqual(2);
  });

  it('says when the payment window has closed, with the order to look at', async () => {
    renderStock(soldOut(), [hold({ payable: false })]);
    expect(
      await screen.findByText(/The payment window of your order KALA-100042 has closed\. The piece goes back on sale/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe('/orders/o1');
    expect(screen.queryByRole('link', { name: /Complete payment/ })).toBeNull();
  });

  it("says 'Only 2 left' for a size with few pieces, and the quantity stops there", async () => {
    renderStock(product([size('s1', '12 inch', { piecesLeft: 2 }), size('s2', '16 inch')]), [], undefined);
    expect(screen.getAllByText('Only 2 left')).toHaveLength(2); // the size picker and under it
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    fireEvent.click(increase);
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('2');
    expect(increase.getAttribute('aria-disabled')).toBe('true');
  });
});
