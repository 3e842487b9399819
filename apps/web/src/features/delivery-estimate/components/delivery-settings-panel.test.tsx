import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../testing/render-with-api';
import { DeliverySettingsPanel } from './delivery-settings-panel';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the seller's festival season switch", () => {
  it('shows the saved setting and saves a change at once', async () => {
    let saved = false;
    const { calls } = renderWithApi(<DeliverySettingsPanel />, (call) => {
      if (call.method === 'PUT') saved = (call.body as { festivalSeason: boolean }).festivalSeason;
      return { success: true, data: { festivalSeason: saved }, message: 'Delivery settings saved' };
    });
    const festival = (await screen.findByRole('checkbox', { name: /Festival season/ })) as HTMLInputElement;
    expect(festival.checked).toBe(false);
    expect(festival.closest('label')?.textContent).toContain('Adds 2-3 business days');
    fireEvent.click(festival);
    await waitFor(() => expect(festival.checked).toBe(true));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ festivalSeason: true }]);
  });
});
