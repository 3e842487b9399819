import { createHmac, timingSafeEqual } from 'node:crypto';

const MAC_BYTES = 16;

/**
 * Links that carry a row's id signed rather than a stored token (decisions 022 and 043: the newsletter's and marketing
 * mail's unsubscribe links): the uuid's 16 bytes and an HMAC of them, 32 bytes in base64url. Any mail composed later
 * carries a working link without a row per mail, and an old mail's link keeps working. The key is derived from the
 * server's secret for one `purpose` only, so a token of one kind is never accepted as another.
 */
export function createSignedIds(secret: string, purpose: string, pattern: RegExp) {
  const key = createHmac('sha256', secret).update(purpose).digest();
  const mac = (id: Buffer) => createHmac('sha256', key).update(id).digest().subarray(0, MAC_BYTES);

  return {
    sign(uuid: string): string {
      const id = Buffer.from(uuid.replace(/-/g, ''), 'hex');
      return Buffer.concat([id, mac(id)]).toString('base64url');
    },

    /** The uuid the token was signed for, or undefined for anything else (a tampered or foreign token). */
    verify(token: string): string | undefined {
      if (!pattern.test(token)) return undefined;
      const bytes = Buffer.from(token, 'base64url');
      if (bytes.length !== 16 + MAC_BYTES) return undefined;
      const id = bytes.subarray(0, 16);
      if (!timingSafeEqual(bytes.subarray(16), mac(id))) return undefined;
      const hex = id.toString('hex');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },
  };
}
