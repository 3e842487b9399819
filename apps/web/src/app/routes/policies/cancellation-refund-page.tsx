import { Link } from 'react-router';
import { CANCELLATION_WINDOW_HOURS, DAMAGE_REPORT_DAYS } from '@kala/contract/shipping-policy';
import { PolicyLayout } from '../../../features/policies/components/policy-layout';
import { usePageMeta } from '../../../lib/use-page-meta';

/** Spec §9 cancellation and refund policy with architecture §6.7 and §6.10. */
export default function CancellationRefundPage() {
  usePageMeta(
    'Cancellation & Refund',
    'How to cancel an order, what to do if a piece arrives damaged, and when refunds reach you.',
  );
  return (
    <PolicyLayout
      title="Cancellation & Refund"
      intro="Handmade pieces are made and packed with care for each order. Here is how cancellations, damaged items and refunds work."
    >
      <h2>Cancelling an order</h2>
      <ul>
        <li>
          You can cancel an order within <strong>{CANCELLATION_WINDOW_HOURS} hours</strong> of placing it, while it is
          pending, confirmed or being processed. Open the order in <Link to="/orders">your orders</Link> and choose
          'Cancel Order'; you may tell us why.
        </li>
        <li>Once an order has shipped, it can no longer be cancelled.</li>
        <li>Custom and commissioned pieces cannot be cancelled once the artist has started work.</li>
        <li>A cancelled order that was paid online is refunded in full, shipping included.</li>
      </ul>

      <h2>Returns</h2>
      <p>
        Because every piece is handmade, and many are made to order, we do <strong>not</strong> accept regular returns
        or exchanges for a change of mind. Small variations in colour, texture and size are part of handmade work and
        are not defects.
      </p>

      <h2>Damaged or wrong items</h2>
      <p>
        If your piece arrives damaged, or you receive the wrong piece, report it within{' '}
        <strong>{DAMAGE_REPORT_DAYS} days of delivery</strong> with clear photos of the piece, the packaging and the
        shipping label. Email us or use the <Link to="/contact">contact form</Link> with your order number.
      </p>
      <ul>
        <li>We review every report within 24–48 hours.</li>
        <li>
          Once approved, we send a replacement of the same piece, or a full refund if a replacement is not possible.
        </li>
        <li>Please keep the piece and its packaging until we have reviewed your report.</li>
      </ul>

      <h2>Refunds</h2>
      <p>
        Approved refunds are issued within 5–7 business days to the way you paid. After that, your bank or provider
        takes:
      </p>
      <ul>
        <li>Credit and debit cards: 3–5 further business days</li>
        <li>UPI and net banking: 1–2 business days</li>
        <li>Wallets: up to 24 hours</li>
        <li>Cash on delivery orders: refunded by bank transfer or UPI to the account you give us</li>
      </ul>
      <p>
        Shipping charges are not refundable, except when the piece arrived damaged or wrong, or when we cancel the
        order.
      </p>

      <h2>When we cancel</h2>
      <p>
        Rarely, a piece is damaged in the studio or a material runs out. If we cannot fulfil your order, we tell you at
        once and refund you in full.
      </p>
    </PolicyLayout>
  );
}
