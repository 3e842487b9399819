/**
 * A fresh Idempotency-Key (architecture §4): a random UUID. crypto.randomUUID exists only in secure contexts
 * (https, localhost), so a shop tried over plain http on a LAN address builds one from getRandomValues instead.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per attempt at placing one order. The key is kept while the same order is sent again (a retry after a
 * lost answer must not place it twice) and replaced when what is sent changes (another courier, an edited
 * address), after the server refused it (4xx: nothing was placed, and a refusal may be remembered under its key),
 * and after success (the next order is another order).
 */
export function createAttemptKeys() {
  let current: { key: string; body: string } | undefined;
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (current?.body !== text) current = { key: newIdempotencyKey(), body: text };
      return current.key;
    },
    settle() {
      current = undefined;
    },
  };
}
