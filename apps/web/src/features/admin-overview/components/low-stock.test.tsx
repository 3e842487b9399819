import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LowStockReport } from '@kala/contract/stock';
import { renderWithApi } from '../../../testing/render-with-api';
import { LowStock } from './low-stock';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const report = (change: Partial<LowStockReport> = {}): LowStockReport => ({
  threshold: 3,
  sizes: [
    {
      productId: 'p1',
      productName: 'Kutch Mirror Panel',
      thumbnail: '/uploads/demo/kutch.webp',
      sizeId: 's1',
      size: 'Small',
      stock: 0,
      isAvailable: false,
    },
    {
      productId: 'p1',
      productName: 'Kutch Mirror Panel',
      thumbnail: '/uploads/demo/kutch.webp',
      sizeId: 's2',
      size: 'Medium',
      stock: 2,
      isAvailable: true,
    },
  ],
  total: 2,
  ...change,
});

describe("the overview's low stock (issue 26 item 4)", () => {
  it('lists the sizes at or below the threshold, each linked to its product to restock', async () => {
    const { calls } = renderWithApi(<LowStock />, () => ({ success: true, data: report() }));
    expect(await screen.findByText('Sizes at or below 3 pieces, the fewest first.')).toBeTruthy();
    expect(calls[0]).toMatchObject({ url: '/api/admin/stock/low', method: 'GET' });
    expect(screen.getByText('Sold out')).toBeTruthy();
    expect(screen.getByText('2 pieces left')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Kutch Mirror Panel' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/admin/products/p1/edit', '/admin/products/p1/edit']);
    expect(screen.getByRole('link', { name: 'Change the threshold' }).getAttribute('href')).toBe(
      '/admin/settings#stock-settings',
    );
  });

  it('says so when nothing is low, and when the list could not be read', async () => {
    renderWithApi(<LowStock />, () => ({ success: true, data: report({ sizes: [], total: 0, threshold: 1 }) }));
    expect(await screen.findByText('No size is at or below 1 piece.')).toBeTruthy();
    cleanup();
    renderWithApi(<LowStock />, () => ({ status: 500, body: { success: false, message: 'Boom' } }));
    expect(await screen.findByText('Failed to load low stock')).toBeTruthy();
  });
});
