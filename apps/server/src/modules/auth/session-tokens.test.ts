import { describe, expect, it } from 'vitest';
import { createSessionTokens } from './session-tokens.ts';

const claims = {
  userId: '6f0c3c1e-3b1a-4a8e-9a43-2f6d1c9e7b10',
  role: 'user' as const,
  tokenVersion: 2,
  sessionId: '0b7e5a92-8c1d-4f3e-b6a4-9d2c1e8f7a65',
};

describe('session tokens (a verified token is kept, issue 31)', () => {
  it('answers the same claims on the second check, and refuses the kept token once it has expired', async () => {
    let clock = Date.UTC(2026, 10, 27, 10);
    const tokens = createSessionTokens('s'.repeat(40), () => clock);
    const token = await tokens.sign(claims, new Date(clock + 60_000));
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    clock += 59_000;
    expect(await tokens.verify(token)).toEqual(claims);
    // jose's rule: expired once the current second reaches `exp`.
    clock += 1_000;
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('never keeps a forged token: one changed character is refused every time', async () => {
    const tokens = createSessionTokens('s'.repeat(40));
    const token = await tokens.sign(claims);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.verify(forged)).toBeUndefined();
    expect(await tokens.verify(forged)).toBeUndefined();
    // Signed with another secret: refused, though the same claims were verified with this one.
    const other = await createSessionTokens('o'.repeat(40)).sign(claims);
    expect(await tokens.verify(other)).toBeUndefined();
  });
});
