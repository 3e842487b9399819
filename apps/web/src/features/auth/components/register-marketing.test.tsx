import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../lib/session';
import { RegisterForm } from './register-form';

/** The sign-up form's marketing box (decision 043): unticked, optional, sent only when ticked. */
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

function renderForm() {
  const fetch = vi.fn(
    async () =>
      new Response(
        JSON.stringify({
          success: true,
          token: 'new-token',
          data: { _id: 'u9', name: 'Asha Rao', email: 'asha@example.com', role: 'user', avatar: null, isAdmin: false },
        }),
        { status: 201 },
      ),
  );
  vi.stubGlobal('fetch', fetch);
  const onRegistered = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <RegisterForm onRegistered={onRegistered} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type(/^full name/i, 'Asha Rao');
  type(/^email/i, 'asha@example.com');
  type(/^password$/i, 'Handmade-clay-2026');
  type(/^confirm password/i, 'Handmade-clay-2026');
  fireEvent.click(screen.getByLabelText(/I agree to the/));
  return { fetch, onRegistered };
}

const MARKETING = /^Send me emails about pieces I leave in my cart, new collections and offers/;
const sentBody = (fetch: ReturnType<typeof vi.fn>) =>
  JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body));

describe('the marketing box at sign-up', () => {
  it('is unticked and optional: signing up without it sends no consent', async () => {
    const { fetch, onRegistered } = renderForm();
    const box = screen.getByLabelText(MARKETING) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(screen.getByText(/Optional\. Leave it unticked/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(sentBody(fetch)).not.toHaveProperty('marketingMail');
  });

  it('ticked, sends the consent with the sign-up', async () => {
    const { fetch, onRegistered } = renderForm();
    fireEvent.click(screen.getByLabelText(MARKETING));
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(sentBody(fetch)).toMatchObject({ marketingMail: true });
  });
});
