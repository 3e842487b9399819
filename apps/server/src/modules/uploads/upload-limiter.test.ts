import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/errors.ts';
import { createUploadLimiter } from './upload-limiter.ts';
import { UPLOAD_MESSAGES } from '@kala/contract/uploads';

/** A promise and its resolver, to hold a task open. */
function gate() {
  let open: () => void = () => {};
  const closed = new Promise<void>((resolve) => (open = resolve));
  return { closed, open };
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the upload limiter', () => {
  it('processes at most two uploads at a time; the others wait their turn', async () => {
    const limiter = createUploadLimiter({ concurrency: 2, inFlight: 8 });
    let running = 0;
    let most = 0;
    const gates = Array.from({ length: 5 }, gate);
    const done = gates.map((g, i) =>
      limiter.run(
        async () => i,
        async (n) => {
          running += 1;
          most = Math.max(most, running);
          await g.closed;
          running -= 1;
          return n;
        },
      ),
    );
    await tick();
    expect(running).toBe(2);
    for (const g of gates) {
      g.open();
      await tick();
    }
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('answers 503 before reading the body when too many uploads are already in progress', async () => {
    const limiter = createUploadLimiter({ concurrency: 1, inFlight: 2 });
    const hold = gate();
    const first = limiter.run(
      async () => undefined,
      () => hold.closed,
    );
    const second = limiter.run(
      async () => undefined,
      () => hold.closed,
    );
    let read = false;
    const third = limiter.run(
      async () => {
        read = true;
      },
      async () => undefined,
    );
    await expect(third).rejects.toMatchObject({ statusCode: 503, message: UPLOAD_MESSAGES.busy });
    await expect(third).rejects.toBeInstanceOf(HttpError);
    expect(read).toBe(false);
    hold.open();
    await Promise.all([first, second]);
    // Room again once they finish, also after a failed one.
    await expect(
      limiter.run(
        async () => Promise.reject(new Error('bad form')),
        async () => 1,
      ),
    ).rejects.toThrow('bad form');
    await expect(
      limiter.run(
        async () => 2,
        async (n) => n,
      ),
    ).resolves.toBe(2);
  });
});
