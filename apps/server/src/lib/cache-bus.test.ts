import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { connectCacheBus } from './cache-bus.ts';
import { createResponseCache } from './response-cache.ts';
import { createSessionCache, type SessionRow } from './session-cache.ts';
import { redisReachable, redisTestUrl } from '../test/test-redis.ts';

const closers: (() => Promise<void>)[] = [];
const silent = { warn() {}, info() {} };
afterAll(async () => {
  for (const close of closers) await close();
});

describe.skipIf(!redisReachable)('cache invalidation across instances (Redis)', () => {
  it('a write on one instance clears the cached answers of another', async () => {
    const a = createResponseCache();
    const b = createResponseCache();
    const busA = await connectCacheBus(
      redisTestUrl,
      { cache: a, sessions: createSessionCache() },
      randomUUID(),
      silent,
    );
    const busB = await connectCacheBus(
      redisTestUrl,
      { cache: b, sessions: createSessionCache() },
      randomUUID(),
      silent,
    );
    closers.push(busA.close, busB.close);

    let computedB = 0;
    const readB = () => b.get('list', async () => `answer ${++computedB}`);
    expect(await readB()).toBe('answer 1');
    expect(await readB()).toBe('answer 1');

    a.invalidate();
    await expect.poll(readB, { timeout: 2000 }).toBe('answer 2');
  });

  it("a user's sessions changed on one instance are read again on another, well inside the sessions' own life", async () => {
    // A long life here, so only the bus can explain the second read.
    const a = createSessionCache(60_000);
    const b = createSessionCache(60_000);
    const busA = await connectCacheBus(
      redisTestUrl,
      { cache: createResponseCache(), sessions: a },
      randomUUID(),
      silent,
    );
    const busB = await connectCacheBus(
      redisTestUrl,
      { cache: createResponseCache(), sessions: b },
      randomUUID(),
      silent,
    );
    closers.push(busA.close, busB.close);

    const userId = randomUUID();
    let reads = 0;
    const row = (): SessionRow => ({
      id: userId,
      name: `read ${++reads}`,
      email: 'asha@example.com',
      role: 'admin',
      avatar: null,
      tokenVersion: 0,
      lastSeenAt: new Date(),
    });
    const readB = async () => (await b.read('session-1', userId, async () => row()))?.name;
    expect(await readB()).toBe('read 1');
    expect(await readB()).toBe('read 1');

    a.changed(userId);
    await expect.poll(readB, { timeout: 2000 }).toBe('read 2');
  });
});
