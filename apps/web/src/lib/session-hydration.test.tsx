import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession, useSession } from './session';

/** A header-like reader of the session that counts its renders. */
function Greeting({ renders }: { renders: { count: number } }) {
  const { user } = useSession();
  renders.count += 1;
  return <p>{user ? `Hello, ${user.name}` : 'Sign in'}</p>;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('a guest’s server-rendered page, hydrated', () => {
  it('renders each reader of the session once: no second, synchronous render after hydration', async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<Greeting renders={{ count: 0 }} />)}</div>`;
    const container = document.getElementById('root')!;
    const renders = { count: 0 };

    await act(async () => {
      root = hydrateRoot(container, <Greeting renders={renders} />);
    });

    expect(container.textContent).toBe('Sign in');
    expect(renders.count).toBe(1);
  });

  it('still shows the signed-in view when the shopper signs in, and the guest view after signing out', async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<Greeting renders={{ count: 0 }} />)}</div>`;
    const container = document.getElementById('root')!;
    await act(async () => {
      root = hydrateRoot(container, <Greeting renders={{ count: 0 }} />);
    });

    act(() =>
      saveSession('token-1', {
        _id: 'u1',
        name: 'Asha',
        email: 'asha@example.com',
        role: 'user',
        avatar: null,
        isAdmin: false,
      }),
    );
    expect(container.textContent).toBe('Hello, Asha');

    act(() => clearSession());
    expect(container.textContent).toBe('Sign in');
  });
});
