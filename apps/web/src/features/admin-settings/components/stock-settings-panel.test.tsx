import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../testing/render-with-api';
import { StockSettingsPanel } from './stock-settings-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the low-stock threshold setting (issue 26 item 4)', () => {
  it('shows the saved threshold and saves a new one', async () => {
    const { calls } = renderWithApi(<StockSettingsPanel />, (call) =>
      call.method === 'PUT' ? { success: true, data: call.body } : { success: true, data: { threshold: 3 } },
    );
    const field = (await screen.findByLabelText('Low-stock threshold (pieces)')) as HTMLInputElement;
    expect(field.value).toBe('3');
    fireEvent.change(field, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      url: '/api/admin/stock/settings',
      method: 'PUT',
      body: { threshold: 5 },
    });
  });

  it('refuses what is not a whole number from 0 to 1000, saying so by the field', async () => {
    const { calls } = renderWithApi(<StockSettingsPanel />, () => ({ success: true, data: { threshold: 3 } }));
    const field = await screen.findByLabelText('Low-stock threshold (pieces)');
    fireEvent.change(field, { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The low-stock threshold must be a whole number from 0 to 1000')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});
