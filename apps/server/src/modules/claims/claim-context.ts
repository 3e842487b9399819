import { CLAIM_MESSAGES, type Claim } from '@kala/contract/claims';
import type { Order } from '@kala/contract/orders';
import { NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { enqueueMail } from '../../lib/mail/mail-outbox.ts';
import { storefrontLink } from '../../lib/storefront-link.ts';
import type { ResponseCache } from '../../lib/response-cache.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { claimMail, type ClaimStep } from './claim-mails.ts';
import { toClaimView } from './claim-view.ts';
import type { ClaimsRepository, ClaimWithNumbers, Queryable } from './claims.repository.ts';

/** What claims need of the orders module (`app.orders`): an order and its view, and the two outcomes' writes. */
export type ClaimOrders = Pick<OrdersService, 'find' | 'list' | 'placeReplacement' | 'refundPart'>;

export interface ClaimsServiceOptions {
  repository: ClaimsRepository;
  orders: ClaimOrders;
  cache: ResponseCache;
  publicUrl: string;
  storeName: string;
  now?: () => number;
}

/** What the shopper's and the admin's halves of the claims service share: look-ups, views and the shopper's mail. */
export function createClaimContext(options: ClaimsServiceOptions) {
  const { repository, orders, publicUrl, storeName } = options;
  const now = options.now ?? Date.now;
  const db = repository.db;

  /** An order and its view: the shopper's own when `userId` is given (anyone else's is "not found"). */
  async function orderOr404(orderId: string, userId: string | null) {
    const found = isUuid(orderId) ? await orders.find(orderId, userId) : undefined;
    if (!found) throw new NotFoundError(CLAIM_MESSAGES.orderNotFound);
    return found;
  }

  /** Claims with their messages and photos, as views. */
  async function viewsOf(q: Queryable, rows: ClaimWithNumbers[], order: Pick<Order, 'items'>): Promise<Claim[]> {
    const ids = rows.map((row) => row.id);
    const [messages, photos] = await Promise.all([repository.messagesOf(q, ids), repository.photosOf(q, ids)]);
    return rows.map((row) => toClaimView(row, order, messages, photos));
  }

  async function viewOf(q: Queryable, claimId: string, order: Pick<Order, 'items'>): Promise<Claim> {
    const row = await repository.claimWithNumbers(q, claimId);
    if (!row) throw new NotFoundError(CLAIM_MESSAGES.notFound);
    return (await viewsOf(q, [row], order))[0]!;
  }

  /** Queues the shopper's mail for a step, in the step's transaction (sent only if it commits). */
  async function tell(q: Queryable, step: ClaimStep, claim: Claim, order: Order, at: Date) {
    const target = {
      to: order.shippingAddress.email ?? order.user.email,
      name: order.shippingAddress.fullName,
      link: storefrontLink(publicUrl, order.language, `/orders/${order._id}`),
      storeName,
      locale: order.language,
    };
    await enqueueMail(q, claimMail(step, claim, target), at);
  }

  return { ...options, repository, orders, db, now, orderOr404, viewsOf, viewOf, tell };
}

export type ClaimContext = ReturnType<typeof createClaimContext>;
