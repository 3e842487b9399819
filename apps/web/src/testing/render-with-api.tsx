import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

/*
 * What component tests of every feature share: a signed-in shopper and a render with a fresh query client, a
 * router, and a fetch that answers from the test and records the calls.
 */

/** A signed-in shopper in local storage, so the session-gated queries run. */
export function signIn() {
  localStorage.setItem('kala.token', 'token');
  localStorage.setItem(
    'kala.user',
    JSON.stringify({
      _id: 'u1',
      name: 'Meera',
      email: 'meera@example.com',
      role: 'user',
      avatar: null,
      isAdmin: false,
    }),
  );
}

export interface Call {
  url: string;
  method: string;
  body: unknown;
}

/**
 * Renders a component with a fresh query client and a router at `path`, answering fetch with `answer`
 * (an object becomes a 200; `{ status, body }` any status; a promise of either holds the answer until it settles)
 * and recording the calls.
 */
export function renderWithApi(
  ui: ReactNode,
  answer: (call: Call) => unknown = () => ({ success: true, data: {} }),
  path = '/',
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = { url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const result = (await answer(call)) as { status?: number; body?: unknown };
      const status = typeof result.status === 'number' && 'body' in result ? result.status : 200;
      const body = typeof result.status === 'number' && 'body' in result ? result.body : result;
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, calls, client };
}
