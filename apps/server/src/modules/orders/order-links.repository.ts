import { sql } from 'drizzle-orm';
import { orderActionTokens } from '../../db/schema/index.ts';
import type { VerifiedLink } from './order-links.ts';
import type { Queryable } from './order-rows.ts';

/**
 * Marks a signed order link used, in the transaction of what it did: answers false when it was used before (the
 * unique index on its hash), so a link acts once however often it is tapped.
 */
export async function claimLink(q: Queryable, link: VerifiedLink, at: Date): Promise<boolean> {
  const result = await q.execute(sql`
    insert into ${orderActionTokens} (order_id, purpose, token_hash, expires_at, used_at)
    values (${link.orderId}, ${link.purpose}, ${link.hash}, ${link.expiresAt.toISOString()}, ${at.toISOString()})
    on conflict (token_hash) do nothing
    returning 1`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
