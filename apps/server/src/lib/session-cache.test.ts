import { describe, expect, it } from 'vitest';
import { createSessionCache, type SessionRow } from './session-cache.ts';

const USER = '6f0c3c1e-3b1a-4a8e-9a43-2f6d1c9e7b10';
const OTHER = '0b7e5a92-8c1d-4f3e-b6a4-9d2c1e8f7a65';

function loader(name = 'Asha') {
  let reads = 0;
  const load = async (): Promise<SessionRow> => ({
    id: USER,
    name: `${name} ${++reads}`,
    email: 'asha@example.com',
    role: 'user',
    avatar: null,
    tokenVersion: 0,
    lastSeenAt: new Date(),
  });
  return { load, reads: () => reads };
}

describe('the kept session rows (decision 029)', () => {
  it('reads a session once while it is kept, and again once its life is over', async () => {
    const cache = createSessionCache(50);
    const { load, reads } = loader();
    expect((await cache.read('s1', USER, load))?.name).toBe('Asha 1');
    expect((await cache.read('s1', USER, load))?.name).toBe('Asha 1');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await cache.read('s1', USER, load))?.name).toBe('Asha 2');
    expect(reads()).toBe(2);
  });

  it('forgets every session of the changed user, and only theirs, and tells the bus', async () => {
    const cache = createSessionCache(60_000);
    const heard: string[] = [];
    cache.onChanged((userId) => heard.push(userId));
    const mine = loader('Asha');
    const theirs = loader('Ravi');
    await cache.read('phone', USER, mine.load);
    await cache.read('laptop', USER, mine.load);
    await cache.read('other', OTHER, theirs.load);
    cache.changed(USER);
    expect(heard).toEqual([USER]);
    expect((await cache.read('phone', USER, mine.load))?.name).toBe('Asha 3');
    expect((await cache.read('other', OTHER, theirs.load))?.name).toBe('Ravi 1');
  });

  it('does not keep a row read while a change was made: it may predate the change', async () => {
    const cache = createSessionCache(60_000);
    const { load } = loader();
    let release: () => void = () => undefined;
    const slow = async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return load();
    };
    const reading = cache.read('s1', USER, slow);
    cache.changed(USER);
    release();
    expect((await reading)?.name).toBe('Asha 1');
    expect((await cache.read('s1', USER, load))?.name).toBe('Asha 2');
  });

  it('never answers a kept session to a token naming another user, nor keeps a session that is gone', async () => {
    const cache = createSessionCache(60_000);
    const { load } = loader();
    await cache.read('s1', USER, load);
    let asked = 0;
    expect(await cache.read('s1', OTHER, async () => (asked++, undefined))).toBeUndefined();
    expect(await cache.read('gone', USER, async () => (asked++, undefined))).toBeUndefined();
    expect(await cache.read('gone', USER, async () => (asked++, undefined))).toBeUndefined();
    expect(asked).toBe(3);
  });
});
