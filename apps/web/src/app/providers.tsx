import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

/** `client` is the server renderer's own per-request cache (entry-server.tsx); the browser uses the shared one. */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  // The server renders this same tree, so React's generated ids (useId) match when the page hydrates.
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
