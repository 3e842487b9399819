import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { useAddToCart } from './add-to-cart';
import { useCartCount } from './get-cart-count';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function Header() {
  return <p>count: {useCartCount()}</p>;
}
let add: ReturnType<typeof useAddToCart>['mutate'] = () => undefined;
function AddButton() {
  add = useAddToCart().mutate;
  return null;
}

beforeEach(() => {
  localStorage.clear();
  saveSession('token', {
    _id: 'u1',
    name: 'Meera',
    email: 'm@example.com',
    role: 'user',
    avatar: null,
    isAdmin: false,
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the header cart count on a freshly rendered page', () => {
  it('shows the added piece even when its first count answer (asked before the add) arrives after the add', async () => {
    let pieces = 0;
    const lateCounts: ((response: Response) => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/cart/count') {
          const counted = pieces;
          // The first count is slow: counted before the add, answered after it.
          if (lateCounts.length === 0 && counted === 0) {
            return new Promise<Response>((resolve) => lateCounts.push(resolve)).then(() =>
              json({ success: true, data: { count: counted } }),
            );
          }
          return json({ success: true, data: { count: counted } });
        }
        pieces += 1;
        return json({
          success: true,
          data: {
            items: [],
            totalItems: pieces,
            totalPrice: 0,
            subtotal: 0,
            gst: { percent: 18, rates: [18], included: false, amount: 0 },
            shipping: null,
          },
        });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Header />
        <AddButton />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(lateCounts).toHaveLength(1));
    act(() => add({ productId: 'p1', sizeId: 's1', quantity: 1, productName: 'Lotus Plate', sizeLabel: '8 inch' }));
    await waitFor(() => expect(pieces).toBe(1));
    // Only now does the first (stale) count answer arrive.
    await act(async () => lateCounts[0]?.(new Response()));
    await waitFor(() => expect(screen.getByText('count: 1')).toBeTruthy());
  });
});
