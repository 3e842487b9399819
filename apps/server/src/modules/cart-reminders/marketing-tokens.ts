import { MARKETING_TOKEN_PATTERN } from '@kala/contract/marketing';
import { createSignedIds } from '../../lib/signed-ids.ts';

/**
 * Unsubscribe tokens of marketing mail (decision 043), signed as the newsletter's are (decision 022, lib/signed-ids.ts)
 * under a key of their own (a newsletter token is no marketing token, nor the other way round). Using a link twice
 * answers the same: withdrawing an already withdrawn consent changes nothing.
 */
export const createMarketingTokens = (secret: string) =>
  createSignedIds(secret, 'kala:marketing-unsubscribe:v1', MARKETING_TOKEN_PATTERN);

export type MarketingTokens = ReturnType<typeof createMarketingTokens>;
