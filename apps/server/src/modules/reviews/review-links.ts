import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@kala/contract/locale';
import { REVIEW_LINK_PARAM, REVIEW_MESSAGES } from '@kala/contract/reviews';
import { HttpError, NotFoundError } from '../../lib/errors.ts';
import { storefrontLink } from '../../lib/storefront-link.ts';

const MAC_BYTES = 16;
const BODY_BYTES = 16 + 4;
/** 20 body bytes and a 16-byte MAC in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{48}$/;
/** How long the mail's link opens the review form: two months, long after the mail is read. */
export const REVIEW_LINK_DAYS = 60;

/**
 * The review-request mail's link to the order page's review form (`/orders/{id}?review={token}`): the order's id and
 * an expiry under an HMAC keyed from the server's secret for this one use (as order-links.ts does for COD links).
 * It grants nothing by itself: the order page is the signed-in owner's, and reviewing needs the delivered order; the
 * page asks the server whether the link is good, to say so when it is forged or too old.
 */
export function createReviewLinks(secret: string, publicUrl: string, now: () => number = Date.now) {
  const key = createSecretKey(createHmac('sha256', secret).update('kala:review-links:v1').digest());
  const mac = (body: Buffer) => createHmac('sha256', key).update(body).digest().subarray(0, MAC_BYTES);

  function sign(orderId: string, expiresAt: Date): string {
    const body = Buffer.alloc(BODY_BYTES);
    Buffer.from(orderId.replace(/-/g, ''), 'hex').copy(body, 0);
    body.writeUInt32BE(Math.ceil(expiresAt.getTime() / 1000), 16);
    return Buffer.concat([body, mac(body)]).toString('base64url');
  }

  return {
    /** The link for the mail sent now, to the order's page in the mail's language (a Hindi mail's under /hi). */
    link(orderId: string, locale?: Locale): string {
      const token = sign(orderId, new Date(now() + REVIEW_LINK_DAYS * 24 * 3_600_000));
      return storefrontLink(publicUrl, locale, `/orders/${orderId}?${REVIEW_LINK_PARAM}=${token}`);
    },

    /** The link's order: 404 for a token not signed here, 410 for one past its expiry. */
    open(token: string): { orderId: string } {
      const bytes = TOKEN_PATTERN.test(token) ? Buffer.from(token, 'base64url') : undefined;
      if (!bytes || bytes.length !== BODY_BYTES + MAC_BYTES) throw new NotFoundError(REVIEW_MESSAGES.linkInvalid);
      const body = bytes.subarray(0, BODY_BYTES);
      if (!timingSafeEqual(bytes.subarray(BODY_BYTES), mac(body))) throw new NotFoundError(REVIEW_MESSAGES.linkInvalid);
      if (body.readUInt32BE(16) * 1000 <= now()) throw new HttpError(410, REVIEW_MESSAGES.linkExpired);
      const hex = body.subarray(0, 16).toString('hex');
      return {
        orderId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
      };
    },
  };
}

export type ReviewLinks = ReturnType<typeof createReviewLinks>;
