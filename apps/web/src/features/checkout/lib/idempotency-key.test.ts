import { describe, expect, it } from 'vitest';
import { createAttemptKeys } from './idempotency-key';

describe('idempotency keys per order attempt', () => {
  it('keeps the key while the same order is sent again, and changes it for another order or after settling', () => {
    const keys = createAttemptKeys();
    const order = { courierId: 101, notes: 'Ring twice' };
    const first = keys.keyFor(order);
    expect(first).toMatch(/^[\w-]{8,100}$/);
    expect(keys.keyFor({ ...order })).toBe(first);
    const other = keys.keyFor({ ...order, courierId: 102 });
    expect(other).not.toBe(first);
    keys.settle();
    expect(keys.keyFor({ ...order, courierId: 102 })).not.toBe(other);
  });
});
