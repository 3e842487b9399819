import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLAIM_MESSAGES, type AdminClaim, type AdminClaimList } from '@kala/contract/claims';
import { renderWithApi, signIn, type Call } from '../../../testing/render-with-api';
import { AdminClaimDetail } from './admin-claim-detail';
import { AdminClaimsScreen } from './admin-claims-screen';

const list: AdminClaimList = {
  claims: [
    {
      id: 'c1',
      orderId: 'o1',
      orderNumber: 'KALA-100042',
      customerName: 'Asha Verma',
      kind: 'damaged',
      status: 'open',
      photoCount: 2,
      shopperReplied: true,
      createdAt: '2026-11-25T10:00:00.000Z',
      updatedAt: '2026-11-26T05:00:00.000Z',
    },
  ],
  openCount: 1,
  pagination: { currentPage: 1, totalPages: 1, total: 1, limit: 20, hasNextPage: false, hasPrevPage: false },
};

const claim: AdminClaim = {
  id: 'c1',
  orderId: 'o1',
  orderNumber: 'KALA-100042',
  kind: 'damaged',
  status: 'open',
  description: 'Cracked across the rim.',
  items: [
    {
      orderItemId: 'i1',
      name: 'Terracotta Sun Face',
      size: '8 inch',
      quantity: 1,
      thumbnail: '/uploads/demo/sun.webp',
      unitPrice: 1000,
    },
  ],
  photos: [{ id: 'p1', url: '/uploads/claims/p1.webp' }],
  messages: [],
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  resolvedAt: null,
  declineReason: null,
  replacementOrder: null,
  refund: null,
  customerName: 'Asha Verma',
  customerEmail: 'asha@example.com',
  paymentMethod: 'cash_on_delivery',
  deliveredAt: '2026-11-24T10:00:00.000Z',
  reportBy: '2026-11-27T10:00:00.000Z',
};

beforeEach(() => signIn());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the admin’s Claims tab', () => {
  it('lists the open claims with their photos and a reply waiting, and filters by the address', async () => {
    const { calls } = renderWithApi(<AdminClaimsScreen />, () => ({ success: true, data: list }), '/admin/claims');
    expect(await screen.findByText('KALA-100042 · Damaged piece')).toBeTruthy();
    expect(screen.getByText('2 photos')).toBeTruthy();
    expect(screen.getByText('Shopper replied')).toBeTruthy();
    expect(screen.getByText('1 claim · 1 open')).toBeTruthy();
    expect(screen.getByRole('link', { name: /KALA-100042/ }).getAttribute('href')).toBe('/admin/claims/c1');
    expect(calls[0]!.url).toBe('/api/admin/claims?status=open&page=1');
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'closed' } });
    await waitFor(() => expect(calls.at(-1)!.url).toBe('/api/admin/claims?status=closed&page=1'));
  });

  it('opens a claim with its photos and asks for the COD bank-transfer note before a refund', async () => {
    const refunded: AdminClaim = {
      ...claim,
      status: 'refunded',
      resolvedAt: '2026-11-26T06:00:00.000Z',
      refund: { amount: 1180, method: 'manual', note: 'NEFT UTR 123' },
    };
    const { calls } = renderWithApi(
      <Routes>
        <Route path="/admin/claims/:claimId" element={<AdminClaimDetail claimId="c1" />} />
        <Route path="*" element={null} />
      </Routes>,
      (call: Call) => (call.method === 'POST' ? { success: true, data: refunded } : { success: true, data: claim }),
      '/admin/claims/c1',
    );
    expect(await screen.findByRole('heading', { name: /Damaged piece on KALA-100042/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shopper’s photo 1 (opens full size)' }).getAttribute('href')).toBe(
      '/uploads/claims/p1.webp',
    );
    expect(screen.getByText('1 × Terracotta Sun Face (8 inch) at ₹1,000.00')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Approve refund' }));
    expect(await screen.findByText(CLAIM_MESSAGES.noteRequired)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Bank transfer note'), { target: { value: 'NEFT UTR 123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve refund' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.url).toBe('/api/admin/claims/c1/refund');
    expect(sent.body).toEqual({ note: 'NEFT UTR 123' });
    expect(await screen.findByText(/Refund of ₹1,180.00 approved/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve refund' })).toBeNull();
  });

  it('declines with a reason and shows the server’s refusal', async () => {
    const { calls } = renderWithApi(<AdminClaimDetail claimId="c1" />, (call: Call) =>
      call.method === 'POST'
        ? { status: 409, body: { success: false, message: CLAIM_MESSAGES.closed } }
        : { success: true, data: claim },
    );
    await screen.findByRole('heading', { name: /Damaged piece/ });
    fireEvent.click(screen.getByRole('button', { name: 'Decline claim' }));
    expect(await screen.findByText(CLAIM_MESSAGES.reasonRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'The mark is part of the glaze.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Decline claim' }));
    expect(await screen.findByText(CLAIM_MESSAGES.closed)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ reason: 'The mark is part of the glaze.' });
  });
});
