import { act, useState, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyInput, releaseEarlyInput } from './early-input';

/** A controlled field and a submit button, like the newsletter box. */
function Subscribe({ onJoin }: { onJoin: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onJoin(email);
  };
  return (
    <form onSubmit={submit}>
      <label htmlFor="email">Email address</label>
      <input id="email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <button type="submit">Join</button>
    </form>
  );
}

afterEach(() => {
  releaseEarlyInput({ replay: false });
  document.body.innerHTML = '';
});

describe('a server-rendered form used before it hydrated', () => {
  it('sends what was typed when Join was tapped before hydration', async () => {
    const joined: string[] = [];
    const onJoin = (email: string) => joined.push(email);
    document.body.innerHTML = `<div id="root">${renderToString(<Subscribe onJoin={onJoin} />)}</div>`;
    const root = document.getElementById('root')!;
    holdEarlyInput();

    // The shopper types and taps Join while the app is still loading.
    const field = root.querySelector('input')!;
    field.value = 'early.bird@example.com';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    root.querySelector('button')!.click();
    expect(joined).toEqual([]);

    await act(async () => {
      hydrateRoot(root, <Subscribe onJoin={onJoin} />);
    });
    await act(async () => {
      releaseEarlyInput();
    });
    expect(joined).toEqual(['early.bird@example.com']);
  });
});
