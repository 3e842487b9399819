import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { readState, serializeState } from './ssr-state';

async function renderedState() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await client.prefetchQuery({ queryKey: ['products', { limit: 6 }], queryFn: () => ({ data: ['<script>'] }) });
  await client.prefetchQuery({
    queryKey: ['product', 'missing'],
    queryFn: () => Promise.reject(new ApiError('Product not found', 404)),
  });
  return serializeState(dehydrate(client, { shouldDehydrateQuery: () => true }));
}

describe('the state a server-rendered page carries', () => {
  it('cannot close its script element', async () => {
    expect(await renderedState()).not.toContain('<');
  });

  it('counts its data as fetched when the browser reads it, so a cached page is not fetched again', async () => {
    const state = readState(await renderedState(), 1_000);
    const products = state.queries.find((query) => query.queryKey[0] === 'products');
    expect(products?.state.data).toEqual({ data: ['<script>'] });
    expect(products?.state.dataUpdatedAt).toBe(1_000);
  });

  it('brings an API error back as an ApiError with its message and status', async () => {
    const state = readState(await renderedState());
    const error = state.queries.find((query) => query.queryKey[0] === 'product')?.state.error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Product not found', status: 404 });
  });
});
