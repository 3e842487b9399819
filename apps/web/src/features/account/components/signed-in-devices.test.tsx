import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, saveSession } from '../../../lib/session';
import { activity, SignedInDevices } from './signed-in-devices';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const now = new Date().toISOString();
const sessions = [
  { id: 's1', device: 'Safari on Mac', current: true, signedInAt: now, lastSeenAt: now },
  {
    id: 's2',
    device: 'Chrome on Android',
    current: false,
    signedInAt: '2026-03-01T10:00:00.000Z',
    lastSeenAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
  },
];

function renderDevices() {
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    if (url === '/api/auth/sessions' && init.method === 'GET') {
      return new Response(JSON.stringify({ success: true, data: sessions }));
    }
    return new Response(JSON.stringify({ success: true, message: 'Signed out' }));
  });
  vi.stubGlobal('fetch', fetch);
  saveSession('token', {
    _id: 'u1',
    name: 'Asha',
    email: 'asha@example.com',
    role: 'user',
    avatar: null,
    isAdmin: false,
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SignedInDevices />
    </QueryClientProvider>,
  );
  return fetch;
}

describe('the signed-in devices', () => {
  it('lists each device, marks this one, and signs another one out', async () => {
    const fetch = renderDevices();
    const list = await screen.findByRole('list', { name: /where you’re signed in/i });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('This device')).toBeTruthy();
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(items[1] as HTMLElement).getByText(/Last active 3 hours ago/)).toBeTruthy();

    fireEvent.click(within(items[1] as HTMLElement).getByRole('button', { name: /^Sign out Chrome on Android/ }));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith('/api/auth/sessions/s2', expect.objectContaining({ method: 'DELETE' })),
    );
    expect(getSession().token).toBe('token');
  });

  it('signs out everywhere after a confirmation, and forgets this session', async () => {
    const fetch = renderDevices();
    await screen.findByText('Chrome on Android');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const confirm = screen.getByRole('button', { name: 'Yes, sign out everywhere' });
    expect(document.activeElement).toBe(confirm);
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith('/api/auth/logout-all', expect.objectContaining({ method: 'POST' })),
    );
    await waitFor(() => expect(getSession().token).toBeNull());
  });

  it('says when a device was last active', () => {
    const at = Date.UTC(2026, 3, 1, 12);
    expect(activity(new Date(at - 4 * 60_000).toISOString(), at)).toBe('Active now');
    expect(activity(new Date(at - 25 * 60_000).toISOString(), at)).toBe('Last active 25 minutes ago');
    expect(activity(new Date(at - 26 * 3600_000).toISOString(), at)).toBe('Last active yesterday');
  });
});
