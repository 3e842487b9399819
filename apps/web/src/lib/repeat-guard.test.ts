import { describe, expect, it } from 'vitest';
import { createRepeatGuard } from './repeat-guard';

describe('a repeated action within the same moment is one action', () => {
  it('refuses the same action while it runs and just after it succeeded, not after a failure or a while', () => {
    const guard = createRepeatGuard(1000);
    expect(guard.claim('add p1', 0)).toBe(true);
    expect(guard.claim('add p1', 10)).toBe(false);
    expect(guard.claim('add p2', 10)).toBe(true);
    guard.release('add p1', true, 400);
    expect(guard.claim('add p1', 1300)).toBe(false);
    expect(guard.claim('add p1', 1400)).toBe(true);
    guard.release('add p1', false, 1500);
    expect(guard.claim('add p1', 1501)).toBe(true);
  });
});
