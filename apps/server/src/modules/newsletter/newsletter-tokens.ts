import { createHash, randomBytes } from 'node:crypto';
import { NEWSLETTER_TOKEN_PATTERN } from '@kala/contract/newsletter';
import { createSignedIds } from '../../lib/signed-ids.ts';

/** A fresh confirmation token: 32 random bytes in base64url, sent only in the mail. */
export function newConfirmToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash of a confirmation token is stored, so a leaked table confirms nobody. */
export function hashConfirmToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Unsubscribe tokens are signed, not stored (decision 022, lib/signed-ids.ts): the subscriber's id and an HMAC of it,
 * under a key derived from the server's secret for this one purpose.
 */
export const createUnsubscribeTokens = (secret: string) =>
  createSignedIds(secret, 'kala:newsletter-unsubscribe:v1', NEWSLETTER_TOKEN_PATTERN);

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
