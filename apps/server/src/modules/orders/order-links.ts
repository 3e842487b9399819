import { createHash, createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import { COD_MESSAGES } from '@kala/contract/cod';
import { HttpError, NotFoundError } from '../../lib/errors.ts';

/** What an order link may do; the byte signed into the token. */
export const LINK_PURPOSES = ['cod-confirm', 'delivery-fix'] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

const MAC_BYTES = 16;
const BODY_BYTES = 16 + 1 + 4;
/** 21 body bytes and a 16-byte MAC in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{50}$/;

export interface VerifiedLink {
  orderId: string;
  purpose: LinkPurpose;
  expiresAt: Date;
  /** What is stored once the link is used (single use): never the token itself. */
  hash: string;
}

/**
 * Links that act on one order without signing in (issue 25: confirm or cancel a COD order from the mail or the
 * WhatsApp/SMS message; fix a failed delivery). Signed, not stored, when sent: the order's id, the purpose and the
 * expiry under an HMAC with a key derived from the server's secret for this one use, so queuing the confirmation
 * adds no statement to placing an order. Single use is kept when one is used: its SHA-256 goes into
 * `order_action_tokens` in the transaction of what it did (a unique index), so a second tap finds it taken.
 */
export function createOrderLinks(secret: string) {
  // A KeyObject made once: Node checks a raw Buffer key's type anew on every HMAC, which the order benchmark's profile
  // showed as most of signing's cost (issue 25's performance line).
  const key = createSecretKey(createHmac('sha256', secret).update('kala:order-links:v1').digest());
  const mac = (body: Buffer) => createHmac('sha256', key).update(body).digest().subarray(0, MAC_BYTES);

  return {
    sign(orderId: string, purpose: LinkPurpose, expiresAt: Date): string {
      const body = Buffer.alloc(BODY_BYTES);
      Buffer.from(orderId.replace(/-/g, ''), 'hex').copy(body, 0);
      body.writeUInt8(LINK_PURPOSES.indexOf(purpose), 16);
      body.writeUInt32BE(Math.ceil(expiresAt.getTime() / 1000), 17);
      return Buffer.concat([body, mac(body)]).toString('base64url');
    },

    /** The link's order, purpose and expiry, or undefined for anything not signed here (expiry not checked). */
    verify(token: string): VerifiedLink | undefined {
      if (!TOKEN_PATTERN.test(token)) return undefined;
      const bytes = Buffer.from(token, 'base64url');
      if (bytes.length !== BODY_BYTES + MAC_BYTES) return undefined;
      const body = bytes.subarray(0, BODY_BYTES);
      if (!timingSafeEqual(bytes.subarray(BODY_BYTES), mac(body))) return undefined;
      const purpose = LINK_PURPOSES[body.readUInt8(16)];
      if (!purpose) return undefined;
      const hex = body.subarray(0, 16).toString('hex');
      return {
        orderId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
        purpose,
        expiresAt: new Date(body.readUInt32BE(17) * 1000),
        hash: createHash('sha256').update(token).digest('hex'),
      };
    },
  };
}

export type OrderLinks = ReturnType<typeof createOrderLinks>;

/**
 * A COD order's confirmation link as its page and its payments read it: the verified link, or 404 for a link not
 * signed here (or signed for another purpose) and 410 for one past its confirmation's due time.
 */
export function confirmLinkOrThrow(links: OrderLinks, token: string, now: number): VerifiedLink {
  const link = links.verify(token);
  if (!link || link.purpose !== 'cod-confirm') throw new NotFoundError(COD_MESSAGES.linkInvalid);
  if (link.expiresAt.getTime() <= now) throw new HttpError(410, COD_MESSAGES.linkExpired);
  return link;
}
