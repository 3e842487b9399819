import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, reviewRequests, reviews } from '../../db/schema/index.ts';
import { enqueueMail } from '../../lib/mail/mail-outbox.ts';
import type { Locale } from '@kala/contract/locale';
import { escapeHtml, mailButton } from '../../lib/mail/mail-layout.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { mailWords } from '../../lib/i18n.ts';
import { toLocale } from '../../lib/request-locale.ts';
import type { ReviewLinks } from './review-links.ts';

interface RequestMailOptions {
  /** The order's language (issue 28). */
  locale?: Locale | undefined;
  to: string;
  name: string;
  orderNumber: string;
  pieces: string[];
  link: string;
  storeName: string;
}

/** The mail asking a buyer to review the pieces of a delivered order, with the link to its review form. */
export function reviewRequestMail(o: RequestMailOptions): MailMessage {
  const { t, h, layout } = mailWords(o.locale);
  const { orderNumber, storeName, name } = o;
  const subject = t('review.subject', { storeName, orderNumber });
  const lines = [t('review.arrived', { orderNumber }), t('review.ask')];
  const text = [
    t('mail.hello', { name }),
    '',
    ...lines,
    '',
    ...o.pieces.map((p) => `- ${p}`),
    '',
    `${t('review.button')}: ${o.link}`,
    '',
    t('mail.signoff', { storeName }),
  ].join('\n');
  const body = `<p>${h('mail.hello', { name })}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<ul>${o.pieces.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>
${mailButton(o.link, t('review.button'))}`;
  return { to: o.to, subject, text, html: layout({ storeName, title: subject, body }) };
}

/**
 * The 'review-request' job, due REVIEW_REQUEST_DAYS after an order was delivered (queued by the status change,
 * modules/orders/change-status.ts): mails the buyer once per order (`review_requests`' primary key), and not at all
 * when the order is no longer delivered, has no account to review with, or every piece of it is reviewed already.
 */
export function createReviewRequestJob(options: { db: Db; links: ReviewLinks; storeName: string; now?: () => number }) {
  const { db, links, storeName } = options;
  const now = options.now ?? Date.now;

  return async function run({ orderId }: { orderId: string }): Promise<void> {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order || order.status !== 'delivered' || !order.userId) return;
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const productIds = [...new Set(lines.map((l) => l.productId).filter((id): id is string => id !== null))];
    if (productIds.length === 0) return;
    const reviewed = await db
      .select({ productId: reviews.productId })
      .from(reviews)
      .where(and(eq(reviews.userId, order.userId), inArray(reviews.productId, productIds)));
    const done = new Set(reviewed.map((r) => r.productId));
    const pieces = lines
      .filter((l) => l.productId !== null && !done.has(l.productId))
      .map((l) => `${l.productName} (${l.sizeLabel})`);
    if (pieces.length === 0) return;
    const at = new Date(now());
    await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(reviewRequests)
        .values({ orderId, sentAt: at })
        .onConflictDoNothing()
        .returning({ orderId: reviewRequests.orderId });
      if (claimed.length === 0) return;
      const mail = reviewRequestMail({
        locale: toLocale(order.language),
        to: order.shippingAddress.email ?? order.customerEmail,
        name: order.shippingAddress.fullName || order.customerName,
        orderNumber: order.orderNumber,
        pieces: [...new Set(pieces)],
        link: links.link(orderId, toLocale(order.language)),
        storeName,
      });
      await enqueueMail(tx, mail, at);
    });
  };
}
