import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession } from '../../../lib/session';
import { RegisterForm } from './register-form';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

function renderForm(onRegistered = vi.fn()) {
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
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <RegisterForm onRegistered={onRegistered} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetch, onRegistered };
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the register form', () => {
  it('shows the spec messages and sends nothing while the form is wrong', async () => {
    const { fetch } = renderForm();
    type(/^full name/i, 'A');
    type(/^email/i, 'not-an-email');
    type(/^password$/i, 'short');
    type(/^confirm password/i, 'different');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Name must be at least 2 characters long')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(screen.getByText('Please accept the terms and conditions')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('registers, stores the session and moves on', async () => {
    const { fetch, onRegistered } = renderForm();
    type(/^full name/i, 'Asha Rao');
    type(/^email/i, 'Asha@Example.com');
    type(/^password$/i, 'Handmade-clay-2026');
    type(/^confirm password/i, 'Handmade-clay-2026');
    fireEvent.click(screen.getByLabelText(/I agree to the/));
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/register');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      password: 'Handmade-clay-2026',
    });
    expect(getSession().token).toBe('new-token');
  });
});
