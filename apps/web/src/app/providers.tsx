import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

/*
 * The toaster is part of the shell, not a lazy chunk: on a server-rendered page a shopper can tap a product card's
 * heart before everything has hydrated, and React then hydrates that card first; a toaster still waiting for its
 * chunk would miss the toast. Every storefront page loads sonner anyway (the cards' hearts use it).
 */

/** `client` is the server renderer's own per-request cache (entry-server.tsx); the browser uses the shared one. */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  // The server renders this same tree, so React's generated ids (useId) match when the page hydrates.
  return (
    <QueryClientProvider client={client}>
      {children}
      {/* Plain toasts: sonner's richColors success green fails WCAG AA contrast (4.25:1). */}
      <Toaster position="top-center" closeButton duration={4000} />
    </QueryClientProvider>
  );
}
