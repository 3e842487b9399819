import { createHmac, timingSafeEqual } from 'node:crypto';
import { MARKETING_TOKEN_PATTERN } from '@kala/contract/marketing';

const MAC_BYTES = 16;

/**
 * Unsubscribe tokens of marketing mail (decision 043), signed as the newsletter's are (decision 022): the user's id
 * and an HMAC of it, 32 bytes in base64url, under a key derived from the server's secret for this purpose only (a
 * newsletter token is no marketing token, nor the other way round). A link in an old mail keeps working, and using
 * it twice answers the same: withdrawing an already withdrawn consent changes nothing.
 */
export function createMarketingTokens(secret: string) {
  const key = createHmac('sha256', secret).update('kala:marketing-unsubscribe:v1').digest();
  const mac = (id: Buffer) => createHmac('sha256', key).update(id).digest().subarray(0, MAC_BYTES);

  return {
    sign(userId: string): string {
      const id = Buffer.from(userId.replace(/-/g, ''), 'hex');
      return Buffer.concat([id, mac(id)]).toString('base64url');
    },

    /** The user id the token was signed for, or undefined for anything else (a tampered or foreign token). */
    verify(token: string): string | undefined {
      if (!MARKETING_TOKEN_PATTERN.test(token)) return undefined;
      const bytes = Buffer.from(token, 'base64url');
      if (bytes.length !== 16 + MAC_BYTES) return undefined;
      const id = bytes.subarray(0, 16);
      if (!timingSafeEqual(bytes.subarray(16), mac(id))) return undefined;
      const hex = id.toString('hex');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },
  };
}

export type MarketingTokens = ReturnType<typeof createMarketingTokens>;
