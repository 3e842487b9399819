import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListingFilters } from '../hooks/use-listing-params';
import { ActiveFilters } from './listing-filters';

afterEach(cleanup);

const base: ListingFilters = {
  category: 'mandala',
  price: 'below1000',
  sort: 'featured',
  search: '',
  view: 'grid',
  page: 1,
};

/** The listing as the router gives it: a change reaches the chips only when the page renders again, later. */
function Listing() {
  const [filters, setFilters] = useState(base);
  const [queued, setQueued] = useState<Record<string, string | undefined>[]>([]);
  return (
    <>
      <h1 tabIndex={-1}>Handmade collection</h1>
      <ActiveFilters
        filters={filters}
        update={(patch) => setQueued((q) => [...q, patch])}
        clear={() => undefined}
        onEmptied={() => document.querySelector<HTMLElement>('h1')?.focus()}
      />
      <button type="button" onClick={() => setFilters((f) => ({ ...f, ...queued[0] }) as ListingFilters)}>
        first change lands
      </button>
      <button type="button" onClick={() => setFilters((f) => ({ ...f, ...queued[1] }) as ListingFilters)}>
        second change lands
      </button>
    </>
  );
}

describe('the active filter chips', () => {
  it('two quick removals leave the focus on the heading, even when the page renders between them', () => {
    render(<Listing />);
    const [category, price] = screen.getAllByRole('button', { name: /remove filter/ });
    category!.focus();
    // Enter on the first chip moves the focus to the next; a second Enter, before any re-render, removes that one.
    act(() => category!.click());
    expect(document.activeElement).toBe(price);
    act(() => price!.click());
    // The two changes land one render at a time.
    fireEvent.click(screen.getByRole('button', { name: 'first change lands' }));
    fireEvent.click(screen.getByRole('button', { name: 'second change lands' }));
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Handmade collection' }));
  });
});
