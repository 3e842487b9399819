import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { ProductCardSlotsProvider, type ProductCardSlots } from '../features/catalog/components/product-card-slots';
// Not lazy: a server-rendered card's heart must hydrate with the card, or a tap on it during hydration is lost.
// Its messages come from the zod-free @kala/contract/wishlist-messages, so it is small.
import { WishlistHeartButton } from '../features/wishlist/components/wishlist-heart-button';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

/** Features composed into the catalogue's product cards (features do not import each other). */
const productCardSlots: ProductCardSlots = {
  pictureAction: (product) => <WishlistHeartButton productId={product._id} productName={product.name} variant="card" />,
};

/** `client` is the server renderer's own per-request cache (entry-server.tsx); the browser uses the shared one. */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  // The server renders this same tree, so React's generated ids (useId) match when the page hydrates.
  return (
    <QueryClientProvider client={client}>
      <ProductCardSlotsProvider slots={productCardSlots}>{children}</ProductCardSlotsProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
