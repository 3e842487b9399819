import { createHash, randomBytes } from 'node:crypto';
import { DELIVERY_FIX_LINK_DAYS } from '@kala/contract/delivery-attempts';
import type { Locale } from '@kala/contract/locale';
import { storefrontLink } from '../../../lib/storefront-link.ts';
import type { Queryable } from '../shipments.repository.ts';
import { deliveryAttemptsRepository as attempts } from './delivery-attempts.repository.ts';

/**
 * The single-use link that lets a shopper fix a failed delivery without signing in (decision 032), like the password
 * reset's (auth/reset-tokens.ts): 32 random bytes sent only in the message and the mail, and only their SHA-256 kept
 * (`order_action_tokens`, purpose 'delivery-fix'), so a leaked table opens nothing. A new failed attempt spends the
 * earlier links of the order and makes a new one; a decision, however it was made, spends them all.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export const hashFixToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The page the link opens (the web's /delivery-fix/:token), in the order's language (a Hindi order's under /hi). */
export const fixUrlOf = (publicUrl: string, token: string, locale?: Locale) =>
  storefrontLink(publicUrl, locale, `/delivery-fix/${token}`);

/** A new link for the order, valid DELIVERY_FIX_LINK_DAYS; earlier ones are spent. Answers its URL. */
export async function issueFixLink(
  q: Queryable,
  publicUrl: string,
  orderId: string,
  at: Date,
  locale?: Locale,
): Promise<string> {
  await attempts.spendTokens(q, orderId, at);
  const token = randomBytes(32).toString('base64url');
  await attempts.insertToken(q, {
    orderId,
    tokenHash: hashFixToken(token),
    expiresAt: new Date(at.getTime() + DELIVERY_FIX_LINK_DAYS * DAY_MS),
    createdAt: at,
  });
  return fixUrlOf(publicUrl, token, locale);
}

/** The order a link acts on, locked, when it is unused and unexpired; undefined otherwise (any other token too). */
export async function orderOfFixLink(q: Queryable, token: string, at: Date): Promise<string | undefined> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const row = await attempts.tokenByHash(q, hashFixToken(token));
  if (!row || row.usedAt || row.expiresAt <= at) return undefined;
  return row.orderId;
}
