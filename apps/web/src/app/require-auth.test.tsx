import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../lib/session';
import { RequireAuth } from './require-auth';

afterEach(() => {
  cleanup();
  clearSession();
});

function LoginProbe() {
  const location = useLocation();
  return <p>login page, from {(location.state as { from?: string } | null)?.from}</p>;
}

const renderAt = (path: string) => {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginProbe /> },
      { path: '/unauthorized', element: <p>access denied</p> },
      { element: <RequireAuth />, children: [{ path: '/dashboard', element: <p>dashboard</p> }] },
      { element: <RequireAuth roles={['admin']} />, children: [{ path: '/admin/*', element: <p>admin home</p> }] },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
};

const user = { _id: 'u1', name: 'Asha', email: 'a@example.com', role: 'user' as const, avatar: null, isAdmin: false };

describe('RequireAuth (spec §2 guards)', () => {
  it('sends a signed-out visitor to /login with the path remembered', () => {
    renderAt('/dashboard?tab=profile');
    expect(screen.getByText('login page, from /dashboard?tab=profile')).toBeTruthy();
  });

  it('lets a shopper into a signed-in page', () => {
    saveSession('t', user);
    renderAt('/dashboard');
    expect(screen.getByText('dashboard')).toBeTruthy();
  });

  it('sends a shopper who opens /admin to /unauthorized', () => {
    saveSession('t', user);
    renderAt('/admin/products');
    expect(screen.getByText('access denied')).toBeTruthy();
  });

  it('lets an admin into /admin', () => {
    saveSession('t', { ...user, role: 'admin', isAdmin: true });
    renderAt('/admin');
    expect(screen.getByText('admin home')).toBeTruthy();
  });
});
