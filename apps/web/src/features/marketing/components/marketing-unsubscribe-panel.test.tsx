import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MARKETING_MESSAGES } from '@kala/contract/marketing';
import { renderWithApi } from '../../../testing/render-with-api';
import { MarketingUnsubscribePanel } from './marketing-unsubscribe-panel';

const TOKEN = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the marketing unsubscribe page', () => {
  it('changes nothing when opened; the button stops the mails, signed out', async () => {
    const { calls } = renderWithApi(<MarketingUnsubscribePanel token={TOKEN} />, () => ({
      success: true,
      message: MARKETING_MESSAGES.unsubscribed,
    }));
    expect(screen.getByRole('heading', { name: 'Stop marketing mail' })).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Stop these mails' }));
    expect(await screen.findByRole('heading', { name: 'No more marketing mail' })).toBeTruthy();
    expect(screen.getByText(MARKETING_MESSAGES.unsubscribed)).toBeTruthy();
    expect(calls).toEqual([{ url: `/api/marketing/unsubscribe/${TOKEN}`, method: 'POST', body: undefined }]);
  });

  it('says plainly when the link is not valid', async () => {
    renderWithApi(<MarketingUnsubscribePanel token="tampered" />, () => ({
      status: 400,
      body: { success: false, message: MARKETING_MESSAGES.unsubscribeLinkInvalid },
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Stop these mails' }));
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
    expect(screen.getByText(MARKETING_MESSAGES.unsubscribeLinkInvalid)).toBeTruthy();
  });
});
