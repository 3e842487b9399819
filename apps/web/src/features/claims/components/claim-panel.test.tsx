import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLAIM_MESSAGES, type Claim, type OrderClaims } from '@kala/contract/claims';
import { renderWithApi, signIn, type Call } from '../../../testing/render-with-api';
import ClaimPanel from './claim-panel';

// Photo ids are UUIDs (the contract checks them): one per file name, from its letters' codes.
const { photoIdOf } = vi.hoisted(() => ({
  photoIdOf: (name: string) =>
    `00000000-0000-4000-8000-${[...name]
      .reduce((n, c) => n * 31 + c.charCodeAt(0), 7)
      .toString(16)
      .slice(-12)
      .padStart(12, '0')}`,
}));

vi.mock('../../../components/upload/upload-image', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  uploadImage: vi.fn(async (file: File) => ({ id: photoIdOf(file.name), url: `/uploads/claims/${file.name}.webp` })),
}));

const piece = {
  orderItemId: '11111111-1111-4111-8111-111111111111',
  name: 'Terracotta Sun Face',
  size: '8 inch',
  quantity: 2,
  thumbnail: '/uploads/demo/sun.webp',
};
const open: OrderClaims = {
  canReport: true,
  reason: null,
  deliveredAt: '2026-11-25T06:30:00.000Z',
  reportBy: '2026-11-28T06:30:00.000Z',
  pieces: [piece],
  claims: [],
};
const claim: Claim = {
  id: 'c1',
  orderId: 'o1',
  orderNumber: 'KALA-100042',
  kind: 'damaged',
  status: 'info_requested',
  description: 'Cracked across the rim.',
  items: [{ ...piece, quantity: 1 }],
  photos: [{ id: 'p1', url: '/uploads/claims/p1.webp' }],
  messages: [
    { id: 'm1', from: 'store', body: 'Could you send the box too?', photos: [], at: '2026-11-26T05:00:00.000Z' },
  ],
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-26T05:00:00.000Z',
  resolvedAt: null,
  declineReason: null,
  replacementOrder: null,
  refund: null,
};

beforeEach(() => signIn());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const answerWith = (state: OrderClaims, onPost?: (call: Call) => unknown) => (call: Call) =>
  call.method === 'POST' && onPost ? onPost(call) : { success: true, data: state };

const photoFile = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe('the claim panel on the order page', () => {
  it('says until when a problem can be reported, and sends a report with pieces, kind, text and photos', async () => {
    const reported: Claim = { ...claim, status: 'open', messages: [] };
    let state = open;
    const { calls } = renderWithApi(<ClaimPanel orderId="o1" />, (call) => {
      if (call.method !== 'POST') return { success: true, data: state };
      state = { ...open, canReport: false, reason: CLAIM_MESSAGES.alreadyOpen, claims: [reported] };
      return { status: 201, body: { success: true, data: reported } };
    });
    expect(await screen.findByRole('heading', { name: 'Problem with your order?' })).toBeTruthy();
    expect(screen.getByText(/Sat, 28 Nov, 12:00 pm/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Report a problem' }));
    const form = screen.getByRole('form', { name: 'Report a problem' });
    expect(document.activeElement).toBe(within(form).getByRole('heading', { name: 'Report a problem' }));

    // Sent empty: the contract's messages, focus on the first field to fix, nothing sent.
    fireEvent.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(await within(form).findByText(CLAIM_MESSAGES.kind)).toBeTruthy();
    expect(within(form).getByText(CLAIM_MESSAGES.descriptionRequired)).toBeTruthy();
    expect(within(form).getByText(CLAIM_MESSAGES.photosRequired)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    // The only line is chosen already; two were ordered, so 'How many' is offered.
    fireEvent.change(within(form).getByRole('combobox', { name: 'How many' }), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('radio', { name: /Damaged piece/ }));
    fireEvent.change(within(form).getByLabelText('Description'), {
      target: { value: 'Both plates arrived cracked across the rim.' },
    });
    fireEvent.change(within(form).getByLabelText('Add photos'), {
      target: { files: [photoFile('rim.jpg'), photoFile('box.jpg')] },
    });
    await within(form).findByRole('img', { name: 'Photo 2' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send report' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.url).toBe('/api/claims/orders/o1');
    expect(sent.body).toEqual({
      items: [{ orderItemId: piece.orderItemId, quantity: 2 }],
      kind: 'damaged',
      description: 'Both plates arrived cracked across the rim.',
      photoIds: [photoIdOf('rim.jpg'), photoIdOf('box.jpg')],
    });
    expect(await screen.findByText('Under review')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Report a problem' })).toBeNull();
  });

  it('shows the server’s refusal under the form', async () => {
    renderWithApi(
      <ClaimPanel orderId="o1" />,
      answerWith(open, () => ({ status: 422, body: { success: false, message: CLAIM_MESSAGES.windowClosed } })),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Report a problem' }));
    fireEvent.click(screen.getByRole('radio', { name: /Wrong piece/ }));
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'A lippan panel came instead.' } });
    fireEvent.change(screen.getByLabelText('Add photos'), { target: { files: [photoFile('panel.jpg')] } });
    await screen.findByRole('img', { name: 'Photo 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(CLAIM_MESSAGES.windowClosed)).toBeTruthy();
  });

  it('says why the option is gone once the window has closed', async () => {
    renderWithApi(
      <ClaimPanel orderId="o1" />,
      answerWith({ ...open, canReport: false, reason: CLAIM_MESSAGES.windowClosed }),
    );
    expect(await screen.findByText(/Problems can be reported within 3 days of delivery\./)).toBeTruthy();
    expect(screen.getByText(/ended on Sat, 28 Nov, 12:00 pm/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report a problem' })).toBeNull();
  });

  it('shows nothing for an order not delivered yet', async () => {
    const { container, calls } = renderWithApi(
      <ClaimPanel orderId="o1" />,
      answerWith({ ...open, canReport: false, reason: CLAIM_MESSAGES.notDelivered, deliveredAt: null, reportBy: null }),
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(container.textContent).toBe('');
  });

  it('shows the store’s question and sends the shopper’s answer', async () => {
    const { calls } = renderWithApi(
      <ClaimPanel orderId="o1" />,
      answerWith({ ...open, canReport: false, reason: CLAIM_MESSAGES.alreadyOpen, claims: [claim] }, () => ({
        status: 201,
        body: { success: true, data: { ...claim, status: 'open' } },
      })),
    );
    expect(await screen.findByText('More details needed')).toBeTruthy();
    expect(screen.getByText('Could you send the box too?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Photo 1 (opens full size)' }).getAttribute('href')).toBe(
      '/uploads/claims/p1.webp',
    );
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'Here it is, dented.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.url).toBe('/api/claims/c1/messages');
    expect(sent.body).toEqual({ message: 'Here it is, dented.', photoIds: [] });
  });

  it('shows an approved refund and a declined claim in the shopper’s words', async () => {
    renderWithApi(
      <ClaimPanel orderId="o1" />,
      answerWith({
        ...open,
        claims: [
          {
            ...claim,
            id: 'c2',
            status: 'refunded',
            messages: [],
            refund: { amount: 1180, method: 'provider', note: null },
          },
          { ...claim, id: 'c3', status: 'declined', messages: [], declineReason: 'The mark is part of the glaze.' },
        ],
      }),
    );
    expect(await screen.findByText('Refund approved')).toBeTruthy();
    expect(screen.getByText('₹1,180.00')).toBeTruthy();
    expect(screen.getByText(/The mark is part of the glaze\./)).toBeTruthy();
  });
});
