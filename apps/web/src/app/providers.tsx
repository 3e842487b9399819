import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

/** Toasts (sonner) load after the first paint: no page needs them before a shopper acts. */
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        {/* Plain toasts: sonner's richColors success green fails WCAG AA contrast (4.25:1). */}
        <Toaster position="top-center" closeButton duration={4000} />
      </Suspense>
    </QueryClientProvider>
  );
}
