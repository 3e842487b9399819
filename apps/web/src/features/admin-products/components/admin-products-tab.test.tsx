import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../testing/render-with-api';
import { AdminProductsTab } from './admin-products-tab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The admin's product list answering no product (the search's own rows are the API's tests). */
const none = () => ({
  success: true,
  data: [],
  pagination: { currentPage: 1, totalPages: 1, total: 0, limit: 10, hasNextPage: false, hasPrevPage: false },
  total: 0,
});

describe('the admin products tab', () => {
  it('searches products as typing pauses (the API’s search), from page 1, keeping the category', async () => {
    const { calls } = renderWithApi(<AdminProductsTab />, none, '/admin/products?category=mandala&page=3');
    const box = await screen.findByRole('searchbox', { name: 'Search products' });
    expect(screen.getByText('Name, subtitle, description or tag')).toBeTruthy();
    fireEvent.change(box, { target: { value: '  lotus plate ' } });
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe('/api/admin/products?category=mandala&search=lotus+plate&page=1&limit=10'),
    );
    expect(
      await screen.findByText('No product matches “lotus plate” in Mandala. Try other words, or clear the search.'),
    ).toBeTruthy();
    fireEvent.change(box, { target: { value: '' } });
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/admin/products?category=mandala&page=1&limit=10'));
  });

  it('reads the search from the address, so a reload keeps it', async () => {
    const { calls } = renderWithApi(<AdminProductsTab />, none, '/admin/products?search=terracotta');
    await waitFor(() => expect(calls[0]?.url).toBe('/api/admin/products?search=terracotta&page=1&limit=10'));
    expect(((await screen.findByRole('searchbox', { name: 'Search products' })) as HTMLInputElement).value).toBe(
      'terracotta',
    );
  });
});
