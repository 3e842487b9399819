import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_MESSAGES } from '@kala/contract/newsletter';
import { renderWithApi } from '../../../testing/render-with-api';
import { ConfirmSubscription } from './confirm-subscription';
import { UnsubscribePanel } from './unsubscribe-panel';

const TOKEN = 'A'.repeat(43);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the confirmation page', () => {
  it('changes nothing when opened, confirms with the button, and says so with focus on the outcome', async () => {
    const { calls } = renderWithApi(<ConfirmSubscription token={TOKEN} />, () => ({
      success: true,
      message: NEWSLETTER_MESSAGES.confirmed,
    }));
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Your subscription is confirmed' });
    expect(calls).toEqual([{ url: `/api/newsletter/confirm/${TOKEN}`, method: 'POST', body: undefined }]);
    expect(screen.getByText(/^Watch your inbox for new collections/)).toBeTruthy();
    expect(document.activeElement).toBe(heading);
  });

  it('says a used or expired link is no longer valid and offers the form again', async () => {
    renderWithApi(<ConfirmSubscription token={TOKEN} />, () => ({
      status: 400,
      body: { success: false, message: NEWSLETTER_MESSAGES.confirmLinkInvalid },
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is no longer valid' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(NEWSLETTER_MESSAGES.confirmLinkInvalid);
    expect(screen.getByRole('heading', { level: 2, name: 'Subscribe again' })).toBeTruthy();
    expect(screen.getByLabelText('Email address')).toBeTruthy();
  });

  it('keeps the button for another try when the server could not be reached', async () => {
    renderWithApi(<ConfirmSubscription token={TOKEN} />, () => ({
      status: 503,
      body: { success: false, message: 'Service temporarily unavailable, please try again' },
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not confirm your subscription. Please try again.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm my subscription' })).toBeTruthy();
  });
});

describe('the unsubscribe page', () => {
  it('changes nothing when opened, unsubscribes with the button, and offers to subscribe again', async () => {
    const { calls } = renderWithApi(<UnsubscribePanel token={TOKEN} />, () => ({
      success: true,
      message: NEWSLETTER_MESSAGES.unsubscribed,
    }));
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'You have been unsubscribed' });
    expect(calls).toEqual([{ url: `/api/newsletter/unsubscribe/${TOKEN}`, method: 'POST', body: undefined }]);
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('heading', { level: 2, name: 'Changed your mind?' })).toBeTruthy();
  });

  it('says a bad link is not valid and how to be taken off the list anyway', async () => {
    renderWithApi(<UnsubscribePanel token={TOKEN} />, () => ({
      status: 400,
      body: { success: false, message: NEWSLETTER_MESSAGES.unsubscribeLinkInvalid },
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'write to us' }).getAttribute('href')).toBe('/contact');
  });
});
