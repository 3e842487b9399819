import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, saveSession, signOut } from './session';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const user = {
  _id: 'u1',
  name: 'Asha',
  email: 'asha@example.com',
  role: 'user' as const,
  avatar: null,
  isAdmin: false,
};

describe('signOut', () => {
  it('forgets the session at once and asks the server to end this token’s session, surviving a page change', () => {
    const fetch = vi.fn(async () => new Response('{"success":true,"message":"Signed out"}'));
    vi.stubGlobal('fetch', fetch);
    saveSession('the-token', user);
    signOut();
    expect(getSession().token).toBeNull();
    expect(getSession().user).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/logout');
    expect(init.method).toBe('POST');
    expect(init.keepalive).toBe(true);
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer the-token');
  });

  it('still signs out when the server cannot be reached, and calls nothing without a token', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('offline');
    });
    vi.stubGlobal('fetch', fetch);
    saveSession('the-token', user);
    signOut();
    await Promise.resolve();
    expect(getSession().token).toBeNull();
    signOut();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
