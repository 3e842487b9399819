import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { saveSession } from '../../lib/session';
import { AvatarMenu } from './avatar-menu';

let navigate: NavigateFunction = () => undefined;
function NavigateHandle() {
  navigate = useNavigate();
  return null;
}

function renderMenu(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <NavigateHandle />
      <AvatarMenu />
    </MemoryRouter>,
  );
}

const admin = {
  _id: 'a1',
  name: 'Asha Admin',
  email: 'admin@kala.test',
  role: 'admin' as const,
  avatar: null,
  isAdmin: true,
};

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("the header's account menu", () => {
  it('opened by a tap right after signing in, stays open with Admin Panel while the page moves on', async () => {
    saveSession('token', admin);
    renderMenu('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Account menu for Asha Admin' }));
    // The sign-in page's redirect lands after the tap.
    act(() => void navigate('/'));
    // The signed-in part of the menu is loaded on its own (account-panel.tsx).
    expect(await screen.findByRole('link', { name: 'Admin Panel' })).toBeTruthy();
    expect(screen.getByText('Extended Session')).toBeTruthy();
  });

  it('closes when one of its links is followed', async () => {
    saveSession('token', admin);
    renderMenu('/');
    fireEvent.click(screen.getByRole('button', { name: 'Account menu for Asha Admin' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Dashboard' }));
    expect(screen.queryByRole('link', { name: 'Admin Panel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Account menu for Asha Admin' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it("shows a shopper's name, email, Dashboard and Sign Out, and signing out turns it back into a guest's menu", async () => {
    saveSession('token', {
      ...admin,
      _id: 's1',
      name: 'Meera Shah',
      email: 'meera@kala.test',
      role: 'user',
      isAdmin: false,
    });
    renderMenu('/');
    fireEvent.click(screen.getByRole('button', { name: 'Account menu for Meera Shah' }));
    expect(await screen.findByText('meera@kala.test')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Admin Panel' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
  });
});
