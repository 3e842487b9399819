import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { testGatewayOrders, testGatewayPayments, testGatewayRefunds } from '../../db/schema/index.ts';
import type { PaymentProvider, ProviderPayment } from './payment-provider.ts';
import { PaymentProviderError } from './payment-provider.ts';
import { hmacHex, hmacMatches } from './signatures.ts';

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url')}`;

type PaymentRow = typeof testGatewayPayments.$inferSelect;

const toPayment = (row: PaymentRow): ProviderPayment => ({
  id: row.id,
  orderId: row.orderId,
  amountPaise: row.amountPaise,
  currency: row.currency,
  status: row.status,
  errorDescription: row.errorDescription ?? undefined,
});

export const TEST_GATEWAY_DECLINE = 'Payment declined by the test gateway (a simulated failure).';

/**
 * The local test gateway (architecture §5): a gateway that behaves like Razorpay, kept in this store's own database so
 * it works offline and across instances. Payment orders and payments are made here; signatures are real HMACs with
 * secrets derived from the store's secret, checked by the same code as Razorpay's; the payments module delivers its
 * webhooks to the store's own webhook endpoint.
 */
export function createTestGateway(options: { db: Db; secret: string }) {
  const { db } = options;
  const keySecret = hmacHex(options.secret, 'kala-test-gateway-key');
  const webhookSecret = hmacHex(options.secret, 'kala-test-gateway-webhook');

  async function findPayment(paymentId: string) {
    const [row] = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, paymentId));
    return row;
  }

  const provider: PaymentProvider = {
    name: 'test',
    keyId: 'rzp_test_kala_local',

    async createOrder({ amountPaise, receipt }) {
      if (!Number.isInteger(amountPaise) || amountPaise < 100) {
        throw new PaymentProviderError('The amount must be at least ₹1.00 (100 paise)', 400);
      }
      const [row] = await db
        .insert(testGatewayOrders)
        .values({ id: id('order_test'), amountPaise, currency: 'INR', receipt: receipt.slice(0, 40) })
        .returning();
      if (!row) throw new PaymentProviderError('The test gateway could not create the order');
      return {
        id: row.id,
        amountPaise: row.amountPaise,
        currency: row.currency,
        receipt: row.receipt,
        status: row.status,
      };
    },

    async fetchPayment(paymentId) {
      const row = await findPayment(paymentId);
      return row && toPayment(row);
    },

    async paymentsOfOrder(providerOrderId) {
      const rows = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.orderId, providerOrderId));
      return rows.map(toPayment);
    },

    async capture(paymentId, amountPaise) {
      const row = await findPayment(paymentId);
      if (!row || row.status !== 'authorized' || row.amountPaise !== amountPaise) {
        throw new PaymentProviderError('This payment cannot be captured', 400);
      }
      const [captured] = await db
        .update(testGatewayPayments)
        .set({ status: 'captured' })
        .where(eq(testGatewayPayments.id, paymentId))
        .returning();
      return toPayment(captured ?? row);
    },

    async refund({ paymentId, amountPaise, idempotencyKey }) {
      const [earlier] = await db
        .select()
        .from(testGatewayRefunds)
        .where(eq(testGatewayRefunds.idempotencyKey, idempotencyKey));
      if (earlier) return { id: earlier.id, paymentId, amountPaise: earlier.amountPaise, status: 'processed' };
      if (!Number.isInteger(amountPaise) || amountPaise < 100) {
        throw new PaymentProviderError('The refund amount must be at least 100 paise', 400);
      }
      const refundId = id('rfnd_test');
      // As Razorpay: a captured payment is refunded in parts until nothing is left, then reads 'refunded'. One
      // conditional update, so two refunds of one payment at once never give back more than was paid.
      const refunded = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(testGatewayPayments)
          .set({
            refundedPaise: sql`${testGatewayPayments.refundedPaise} + ${amountPaise}`,
            status: sql`case when ${testGatewayPayments.refundedPaise} + ${amountPaise} >= ${testGatewayPayments.amountPaise} then 'refunded' else 'captured' end`,
          })
          .where(
            and(
              eq(testGatewayPayments.id, paymentId),
              eq(testGatewayPayments.status, 'captured'),
              sql`${testGatewayPayments.refundedPaise} + ${amountPaise} <= ${testGatewayPayments.amountPaise}`,
            ),
          )
          .returning();
        if (row) await tx.insert(testGatewayRefunds).values({ id: refundId, paymentId, idempotencyKey, amountPaise });
        return row !== undefined;
      });
      if (!refunded) throw new PaymentProviderError('This payment cannot be refunded', 400);
      // The test gateway settles at once; Razorpay answers "pending" and sends refund.processed later.
      return { id: refundId, paymentId, amountPaise, status: 'processed' };
    },

    verifyPaymentSignature: (providerOrderId, paymentId, signature) =>
      hmacMatches(keySecret, `${providerOrderId}|${paymentId}`, signature),

    verifyWebhookSignature: (rawBody, signature) => hmacMatches(webhookSecret, rawBody, signature),
  };

  return {
    provider,

    /**
     * What the gateway's dialog does when the shopper picks Pay or Fail: a captured payment with Razorpay's signed
     * handler arguments, or a failed one with Razorpay's error object.
     */
    async pay(providerOrderId: string, outcome: 'pay' | 'fail') {
      const [order] = await db.select().from(testGatewayOrders).where(eq(testGatewayOrders.id, providerOrderId));
      if (!order) return undefined;
      const paymentId = id('pay_test');
      const captured = outcome === 'pay';
      const [payment] = await db
        .insert(testGatewayPayments)
        .values({
          id: paymentId,
          orderId: order.id,
          amountPaise: order.amountPaise,
          currency: order.currency,
          status: captured ? 'captured' : 'failed',
          errorDescription: captured ? null : TEST_GATEWAY_DECLINE,
        })
        .returning();
      await db
        .update(testGatewayOrders)
        .set({ status: captured ? 'paid' : 'attempted' })
        .where(eq(testGatewayOrders.id, order.id));
      return {
        payment: toPayment(payment!),
        signature: hmacHex(keySecret, `${order.id}|${paymentId}`),
      };
    },

    /** A webhook body as Razorpay sends it, with its X-Razorpay-Signature and event id. */
    webhook(event: 'payment.captured' | 'payment.failed', payment: ProviderPayment) {
      const body = JSON.stringify({
        entity: 'event',
        event,
        contains: ['payment'],
        payload: {
          payment: {
            entity: {
              id: payment.id,
              entity: 'payment',
              order_id: payment.orderId,
              amount: payment.amountPaise,
              currency: payment.currency,
              status: payment.status,
              error_description: payment.errorDescription ?? null,
            },
          },
        },
        created_at: Math.floor(Date.now() / 1000),
      });
      return { body, signature: hmacHex(webhookSecret, body), eventId: id('evt_test') };
    },
  };
}

export type TestGateway = ReturnType<typeof createTestGateway>;
