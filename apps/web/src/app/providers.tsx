import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

/** Toasts (sonner) load after the first paint: no page needs them before a shopper acts. */
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** `client` is the server renderer's own per-request cache (entry-server.tsx); the browser uses the shared one. */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  // The server renders this same tree, so React's generated ids (useId) match when the page hydrates.
  return (
    <QueryClientProvider client={client}>
      {children}
      <Suspense fallback={null}>
        <Toaster position="top-center" richColors closeButton duration={4000} />
      </Suspense>
    </QueryClientProvider>
  );
}
