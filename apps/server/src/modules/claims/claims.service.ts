import { paginate } from '@kala/contract/envelope';
import type { AdminClaimList } from '@kala/contract/claims';
import { createClaimContext, type ClaimsServiceOptions } from './claim-context.ts';
import { claimDecisions } from './claim-decisions.ts';
import { claimReports } from './claim-reports.ts';

export type { ClaimsServiceOptions } from './claim-context.ts';

/**
 * Damage and wrong-piece claims (issue 26 item 5, decision 039), composed from its halves:
 * - `claim-reports.ts`: the shopper's (the order page's state, the report, photos, replies);
 * - `claim-decisions.ts`: the admin's (ask for more, replacement, refund, decline);
 * over `claim-context.ts` (look-ups, views, the shopper's mail). Orders are reached only through `app.orders`.
 */
export function createClaimsService(options: ClaimsServiceOptions) {
  const ctx = createClaimContext(options);

  /** The admin's list: open claims first by default, with the count still open. */
  async function list(query: {
    status: 'open' | 'closed' | 'all';
    page: number;
    limit: number;
  }): Promise<AdminClaimList> {
    const { rows, total, openCount } = await ctx.repository.adminList(
      query.status,
      query.limit,
      (query.page - 1) * query.limit,
    );
    return {
      claims: rows.map(({ claim, orderNumber, customerName, photoCount, lastAuthor }) => ({
        id: claim.id,
        orderId: claim.orderId,
        orderNumber,
        customerName,
        kind: claim.kind,
        status: claim.status,
        photoCount: Number(photoCount),
        shopperReplied: lastAuthor === 'shopper',
        createdAt: claim.createdAt.toISOString(),
        updatedAt: claim.updatedAt.toISOString(),
      })),
      openCount,
      pagination: paginate(total, query.page, query.limit),
    };
  }

  return { ...claimReports(ctx), ...claimDecisions(ctx), list };
}

export type ClaimsService = ReturnType<typeof createClaimsService>;
