import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useListingParams } from './use-listing-params';

afterEach(cleanup);

const at = (path: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  };

describe('the listing filters in the address', () => {
  it('applies two quick changes both, the second building on the first', () => {
    const { result } = renderHook(() => useListingParams(), {
      wrapper: at('/products?category=mandala&price=below1000&page=2'),
    });
    // Two chips removed before the page re-renders (two fast Enter presses).
    act(() => {
      result.current.update({ category: undefined });
      result.current.update({ price: undefined });
    });
    expect(result.current.filters.category).toBeUndefined();
    expect(result.current.filters.price).toBeUndefined();
    expect(result.current.hasFilters).toBe(false);
  });
});
