import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { NEWSLETTER_TOKEN_PATTERN } from '@kala/contract/newsletter';

/** A fresh confirmation token: 32 random bytes in base64url, sent only in the mail. */
export function newConfirmToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash of a confirmation token is stored, so a leaked table confirms nobody. */
export function hashConfirmToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const MAC_BYTES = 16;

/**
 * Unsubscribe tokens are signed, not stored (decision 022): the subscriber's id and an HMAC of it, 32 bytes in
 * base64url. Any mail composed later carries a working link without a row per mail, and an old mail's link keeps
 * working as a mail's unsubscribe link must. The key is derived from the server's secret for this one purpose.
 */
export function createUnsubscribeTokens(secret: string) {
  const key = createHmac('sha256', secret).update('kala:newsletter-unsubscribe:v1').digest();
  const mac = (id: Buffer) => createHmac('sha256', key).update(id).digest().subarray(0, MAC_BYTES);

  return {
    sign(subscriberId: string): string {
      const id = Buffer.from(subscriberId.replace(/-/g, ''), 'hex');
      return Buffer.concat([id, mac(id)]).toString('base64url');
    },

    /** The subscriber id the token was signed for, or undefined for anything else. */
    verify(token: string): string | undefined {
      if (!NEWSLETTER_TOKEN_PATTERN.test(token)) return undefined;
      const bytes = Buffer.from(token, 'base64url');
      if (bytes.length !== 16 + MAC_BYTES) return undefined;
      const id = bytes.subarray(0, 16);
      if (!timingSafeEqual(bytes.subarray(16), mac(id))) return undefined;
      const hex = id.toString('hex');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
