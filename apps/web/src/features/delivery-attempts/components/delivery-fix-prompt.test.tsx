import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryFixView } from '@kala/contract/delivery-attempts';
import { renderWithApi, signIn } from '../../../testing/render-with-api';
import { DeliveryFixByLink } from './delivery-fix-by-link';
import { DeliveryFixPrompt } from './delivery-fix-prompt';

beforeEach(signIn);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const fixView = (change: Partial<DeliveryFixView> = {}): DeliveryFixView => ({
  orderId: 'o1',
  orderNumber: 'KALA-100042',
  attempts: [
    { attempt: 1, reason: 'Customer not available', at: '2026-11-24T08:40:00.000Z', action: null, reattemptDate: null },
  ],
  canAct: true,
  returning: false,
  attemptsMax: 3,
  dates: ['2026-11-25', '2026-11-26', '2026-11-27'],
  deliverTo: {
    fullName: 'Asha Verma',
    addressLine1: '12 Johari Bazaar',
    city: 'Jaipur',
    state: 'Rajasthan',
    zipCode: '302001',
    phoneEnding: '3210',
  },
  ...change,
});

describe('the failed-delivery prompt on the order page', () => {
  it('shows nothing for an order the courier has not failed to deliver', async () => {
    const { calls, container } = renderWithApi(<DeliveryFixPrompt source={{ kind: 'order', orderId: 'o1' }} />, () => ({
      success: true,
      data: fixView({ attempts: [], canAct: false }),
    }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).toBe('/api/orders/o1/delivery-attempts');
    expect(container.textContent).toBe('');
  });

  it('says what the courier said, checks the phone and PIN code with the checkout’s messages, then asks', async () => {
    let current = fixView();
    const { calls } = renderWithApi(<DeliveryFixPrompt source={{ kind: 'order', orderId: 'o1' }} />, (call) => {
      if (call.method === 'POST') {
        current = fixView({
          canAct: false,
          attempts: [{ ...current.attempts[0]!, action: 'reattempt', reattemptDate: '2026-11-26' }],
        });
        return { success: true, data: current, message: 'Re-attempt requested' };
      }
      return { success: true, data: current };
    });
    expect(await screen.findByRole('heading', { name: 'The courier could not deliver your order' })).toBeTruthy();
    expect(screen.getByText('Courier’s reason: Customer not available')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Re-attempt date' }), { target: { value: '2026-11-26' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Correct the address/ }));
    const pin = screen.getByRole('textbox', { name: 'PIN code' });
    fireEvent.change(pin, { target: { value: '3020' } });
    const phone = screen.getByRole('textbox', { name: 'New phone number (optional)' });
    fireEvent.change(phone, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a re-attempt' }));

    expect(await screen.findByText('Please enter a valid 6-digit postcode')).toBeTruthy();
    expect(screen.getByText('Please enter a valid 10-digit mobile number')).toBeTruthy();
    expect(pin.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(pin));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(pin, { target: { value: '302001' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Address line 1' }), {
      target: { value: 'Flat 2, Lotus Court' },
    });
    fireEvent.change(phone, { target: { value: '98290 12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a re-attempt' }));

    const done = await screen.findByRole('status');
    expect(done.textContent).toContain('we have asked the courier to deliver again');
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      url: '/api/orders/o1/delivery-attempts/reattempt',
      method: 'POST',
      body: {
        date: '2026-11-26',
        address: { addressLine1: 'Flat 2, Lotus Court', addressLine2: '', zipCode: '302001' },
        phone: '98290 12345',
      },
    });
    expect(screen.queryByRole('button', { name: 'Ask for a re-attempt' })).toBeNull();
  });

  it('shows the server’s refusal', async () => {
    renderWithApi(<DeliveryFixPrompt source={{ kind: 'order', orderId: 'o1' }} />, (call) =>
      call.method === 'POST'
        ? {
            status: 409,
            body: { success: false, message: 'There is no failed delivery attempt waiting for a decision' },
          }
        : { success: true, data: fixView() },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for a re-attempt' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There is no failed delivery attempt waiting for a decision',
    );
  });
});

describe('the message’s link', () => {
  it('works without signing in, and says when the link is no good', async () => {
    localStorage.clear();
    const { calls } = renderWithApi(<DeliveryFixByLink token="abc123" />, () => ({
      status: 404,
      body: {
        success: false,
        message: 'This link is invalid or has expired. Please open your order to see its delivery.',
      },
    }));
    expect((await screen.findByRole('alert')).textContent).toContain('This link is invalid or has expired.');
    expect(calls[0]!.url).toBe('/api/shipping/delivery-fix/abc123');
    expect(screen.getByRole('link', { name: 'Go to my orders' }).getAttribute('href')).toBe('/orders');
  });

  it('asks for the re-attempt through the link', async () => {
    localStorage.clear();
    const { calls } = renderWithApi(<DeliveryFixByLink token="abc123" />, (call) =>
      call.method === 'POST' ? { success: true, data: fixView({ canAct: false }) } : { success: true, data: fixView() },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for a re-attempt' }));
    await screen.findByRole('status');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/shipping/delivery-fix/abc123/reattempt',
      body: { date: '2026-11-25' },
    });
  });
});
