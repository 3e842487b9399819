import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi, signIn } from '../../../testing/render-with-api';
import DocumentsPanel from './documents-panel';

vi.mock('../../../lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const invoice = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'tax_invoice',
  number: 'KA/26-27/000007',
  issuedAt: '2026-11-23T06:00:00.000Z',
  totalPaise: 150100,
  invoiceNumber: null,
};
const note = {
  ...invoice,
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'credit_note',
  number: 'KC/26-27/000002',
  invoiceNumber: 'KA/26-27/000007',
};
let tab: { location: { href: string }; close: ReturnType<typeof vi.fn> };

beforeEach(() => {
  signIn();
  tab = { location: { href: 'about:blank' }, close: vi.fn() };
  vi.stubGlobal(
    'open',
    vi.fn(() => tab),
  );
  URL.createObjectURL = vi.fn(() => 'blob:doc');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the Documents panel', () => {
  it('lists the invoice and its credit note, and opens the shopper’s PDF and printable page', async () => {
    const { calls } = renderWithApi(<DocumentsPanel scope="shopper" orderId="o1" />, () => ({
      success: true,
      data: [invoice, note],
    }));
    expect(await screen.findByText('Tax invoice KA/26-27/000007')).toBeTruthy();
    expect(screen.getByText('Credit note KC/26-27/000002')).toBeTruthy();
    expect(screen.getByText(/against KA\/26-27\/000007/)).toBeTruthy();
    expect(calls[0]!.url).toBe('/api/orders/o1/documents');

    fireEvent.click(screen.getByRole('button', { name: 'Download PDF of Tax invoice KA/26-27/000007' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:doc'));
    expect(calls[1]!.url).toBe(`/api/orders/o1/documents/${invoice.id}.pdf`);

    fireEvent.click(screen.getByRole('button', { name: 'Print Credit note KC/26-27/000002' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.url).toBe(`/api/orders/o1/documents/${note.id}.html`);
  });

  it('reads the admin’s routes on the admin order page, and shows nothing before dispatch', async () => {
    const { calls, container } = renderWithApi(<DocumentsPanel scope="admin" orderId="o9" />, () => ({
      success: true,
      data: [],
    }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).toBe('/api/orders/admin/o9/documents');
    expect(container.textContent).toBe('');
  });
});
