import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, errorMessage } from './api-client';
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

describe('the message a screen shows for a failed call (spec §8)', () => {
  const failWith = (status: number, body: string, contentType = 'application/json') =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status, headers: { 'content-type': contentType } })),
    );
  const shown = async (fallback: string) => {
    const error = await apiRequest('/api/products').catch((e: unknown) => e);
    return errorMessage(error, fallback);
  };

  it("is the server's own message when it refused the request", async () => {
    failWith(429, JSON.stringify({ success: false, message: 'Too many attempts. Try again in a minute.' }));
    expect(await shown('Login failed')).toBe('Too many attempts. Try again in a minute.');
  });

  it("is the call's fallback for an answer without a message, a server error or no answer at all", async () => {
    failWith(502, '<html>Bad gateway</html>', 'text/html');
    expect(await shown('Failed to load product(s)')).toBe('Failed to load product(s)');
    failWith(400, '');
    expect(await shown('Failed to load product(s)')).toBe('Failed to load product(s)');
    failWith(500, JSON.stringify({ success: false, message: 'Something went wrong on our side. Please try again.' }));
    expect(await shown('Failed to load product(s)')).toBe('Failed to load product(s)');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await shown('Failed to load product(s)')).toBe('Failed to load product(s)');
    expect(errorMessage(new Error('boom'), 'Login failed')).toBe('Login failed');
  });
});
