import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarketingConsent } from '@kala/contract/marketing';
import { renderWithApi, signIn, type Call } from '../../../testing/render-with-api';
import { MarketingConsentForm } from './marketing-consent-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const OFF: MarketingConsent = {
  marketingMail: false,
  givenAt: null,
  whatsapp: false,
  phone: null,
  whatsappAvailable: false,
};
const MAIL = /^Send me emails about pieces I leave in my cart/;

/** Answers GET with `consent`, and PUT with the consent the body asks for (as the server does). */
function renderForm(consent: MarketingConsent) {
  signIn();
  return renderWithApi(<MarketingConsentForm />, (call: Call) => {
    if (call.method === 'GET') return { success: true, data: consent };
    const body = call.body as { marketingMail: boolean; whatsapp?: boolean; phone?: string };
    return {
      success: true,
      message: 'Your choices are saved.',
      data: {
        ...consent,
        marketingMail: body.marketingMail,
        givenAt: body.marketingMail ? '2026-11-28T04:00:00.000Z' : null,
        whatsapp: Boolean(body.whatsapp),
        phone: body.whatsapp ? (body.phone ?? null) : null,
      },
    };
  });
}

describe('marketing mail in the account', () => {
  it('is off until ticked; saving gives it and shows the date', async () => {
    const { calls } = renderForm(OFF);
    const box = (await screen.findByLabelText(MAIL)) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(screen.getByText('Off. We only write about your orders and account.')).toBeTruthy();
    // No WhatsApp box in a store without the channel.
    expect(screen.queryByLabelText(/WhatsApp/)).toBeNull();
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Save my choice' }));
    expect(await screen.findByText('Your choices are saved.')).toBeTruthy();
    expect(calls.at(-1)).toEqual({ url: '/api/marketing/consent', method: 'PUT', body: { marketingMail: true } });
    expect(screen.getByText('You agreed on November 28, 2026. Untick and save to stop.')).toBeTruthy();
  });

  it('is withdrawn as easily: untick and save', async () => {
    const { calls } = renderForm({ ...OFF, marketingMail: true, givenAt: '2026-11-01T04:00:00.000Z' });
    fireEvent.click(await screen.findByLabelText(MAIL));
    fireEvent.click(screen.getByRole('button', { name: 'Save my choice' }));
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ marketingMail: false }));
    expect(await screen.findByText('Off. We only write about your orders and account.')).toBeTruthy();
  });

  it('offers WhatsApp where the store has it, and asks for a valid number before sending', async () => {
    const { calls } = renderForm({
      ...OFF,
      marketingMail: true,
      givenAt: '2026-11-01T04:00:00.000Z',
      whatsappAvailable: true,
    });
    fireEvent.click(await screen.findByLabelText('Also remind me on WhatsApp about pieces I leave in my cart.'));
    fireEvent.change(screen.getByLabelText('WhatsApp number'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my choice' }));
    expect(await screen.findByText('Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    fireEvent.change(screen.getByLabelText('WhatsApp number'), { target: { value: '98765 43210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my choice' }));
    await waitFor(() =>
      expect(calls.at(-1)?.body).toEqual({ marketingMail: true, whatsapp: true, phone: '98765 43210' }),
    );
  });
});
