import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { getSession, saveSession } from './session';

const shopper = {
  _id: 'u1',
  name: 'Asha',
  email: 'asha@example.com',
  role: 'user' as const,
  avatar: null,
  isAdmin: false,
};
const admin = { ...shopper, _id: 'a1', role: 'admin' as const, isAdmin: true };

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ success: false, message: 'Not authorized, please sign in' }), { status: 401 }),
    ),
  );
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, pathname: '/wishlist', search: '?x=1', assign });
});
afterEach(() => vi.unstubAllGlobals());

describe('the 401 rule (spec §6)', () => {
  it('signs a shopper out and sends them to /login, remembering the page', async () => {
    saveSession('token-1', shopper);
    await expect(apiRequest('/api/wishlist')).rejects.toMatchObject({ status: 401 });
    expect(getSession().user).toBeNull();
    expect(localStorage.getItem('kala.token')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fwishlist%3Fx%3D1');
  });

  it('keeps an admin signed in', async () => {
    saveSession('token-2', admin);
    await expect(apiRequest('/api/admin/users')).rejects.toMatchObject({ status: 401 });
    expect(getSession().user?.isAdmin).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });

  it('does not apply to the login and register calls', async () => {
    saveSession('token-3', shopper);
    await expect(apiRequest('/api/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });
    await expect(apiRequest('/api/auth/register', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });
    expect(getSession().user).not.toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});
