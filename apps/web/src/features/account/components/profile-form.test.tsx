import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession, type SessionUserView } from '../../../lib/session';
import { ProfileForm } from './profile-form';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const asha: SessionUserView = {
  _id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  role: 'user',
  avatar: null,
  isAdmin: false,
  hasPassword: true,
};

function renderForm(user = asha) {
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { email?: string; name?: string };
    return new Response(JSON.stringify({ success: true, data: { ...user, ...body }, message: 'Profile updated' }));
  });
  vi.stubGlobal('fetch', fetch);
  saveSession('token', user);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ProfileForm user={user} />
    </QueryClientProvider>,
  );
  return fetch;
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const passwordField = () => screen.queryByLabelText(/^confirm with your password/i);

describe('the profile form', () => {
  it('asks for the password only when the email changes, and sends nothing without it', async () => {
    const fetch = renderForm();
    expect(passwordField()).toBeNull();
    type(/^email/i, 'asha.new@example.com');
    expect(passwordField()).not.toBeNull();
    expect(screen.getByText(/signs your other devices out/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter your current password to change your email')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    type(/^confirm with your password/i, 'Handmade-clay-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/update-details');
    expect(JSON.parse(String(init.body))).toMatchObject({
      email: 'asha.new@example.com',
      currentPassword: 'Handmade-clay-2026',
    });
  });

  it('sends a name change without any password', async () => {
    const fetch = renderForm();
    type(/^full name/i, 'Asha R.');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).not.toHaveProperty('currentPassword');
  });

  it('asks no password of an account that signs in only with Google', () => {
    renderForm({ ...asha, hasPassword: false });
    type(/^email/i, 'asha.new@example.com');
    expect(passwordField()).toBeNull();
  });
});
