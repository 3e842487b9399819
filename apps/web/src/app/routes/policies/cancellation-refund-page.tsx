import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { CANCELLATION_WINDOW_HOURS, DAMAGE_REPORT_DAYS } from '@kala/contract/shipping-policy';
import { PolicyLayout } from '../../../features/policies/components/policy-layout';
import { usePageMeta } from '../../../lib/use-page-meta';

/** Spec §9 cancellation and refund policy with architecture §6.7 and §6.10. */
export default function CancellationRefundPage() {
  const hours = CANCELLATION_WINDOW_HOURS;
  const damageDays = DAMAGE_REPORT_DAYS;
  usePageMeta(
    t`Cancellation & Refund`,
    t`How to cancel an order, what to do if a piece arrives damaged, and when refunds reach you.`,
  );
  return (
    <PolicyLayout
      title={t`Cancellation & Refund`}
      intro={t`Handmade pieces are made and packed with care for each order. Here is how cancellations, damaged items and refunds work.`}
    >
      <h2>
        <Trans>Cancelling an order</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            You can cancel an order within <strong>{hours} hours</strong> of placing it, while it is pending, confirmed
            or being processed. Open the order in <Link to="/orders">your orders</Link> and choose 'Cancel Order'; you
            may tell us why.
          </Trans>
        </li>
        <li>
          <Trans>Once an order has shipped, it can no longer be cancelled.</Trans>
        </li>
        <li>
          <Trans>Custom and commissioned pieces cannot be cancelled once the artist has started work.</Trans>
        </li>
        <li>
          <Trans>A cancelled order that was paid online is refunded in full, shipping included.</Trans>
        </li>
      </ul>

      <h2>
        <Trans>Returns</Trans>
      </h2>
      <p>
        <Trans>
          Because every piece is handmade, and many are made to order, we do <strong>not</strong> accept regular returns
          or exchanges for a change of mind. Small variations in colour, texture and size are part of handmade work and
          are not defects.
        </Trans>
      </p>

      <h2>
        <Trans>Damaged or wrong items</Trans>
      </h2>
      <p>
        <Trans>
          If your piece arrives damaged, or you receive the wrong piece, report it within{' '}
          <strong>{damageDays} days of delivery</strong> with clear photos of the piece, the packaging and the shipping
          label. Email us or use the <Link to="/contact">contact form</Link> with your order number.
        </Trans>
      </p>
      <ul>
        <li>
          <Trans>We review every report within 24–48 hours.</Trans>
        </li>
        <li>
          <Trans>
            Once approved, we send a replacement of the same piece, or a full refund if a replacement is not possible.
          </Trans>
        </li>
        <li>
          <Trans>Please keep the piece and its packaging until we have reviewed your report.</Trans>
        </li>
      </ul>

      <h2>
        <Trans>Refunds</Trans>
      </h2>
      <p>
        <Trans>
          Approved refunds are issued within 5–7 business days to the way you paid. After that, your bank or provider
          takes:
        </Trans>
      </p>
      <ul>
        <li>
          <Trans>Credit and debit cards: 3–5 further business days</Trans>
        </li>
        <li>
          <Trans>UPI and net banking: 1–2 business days</Trans>
        </li>
        <li>
          <Trans>Wallets: up to 24 hours</Trans>
        </li>
        <li>
          <Trans>Cash on delivery orders: refunded by bank transfer or UPI to the account you give us</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Shipping charges are not refundable, except when the piece arrived damaged or wrong, or when we cancel the
          order.
        </Trans>
      </p>

      <h2>
        <Trans>When we cancel</Trans>
      </h2>
      <p>
        <Trans>
          Rarely, a piece is damaged in the studio or a material runs out. If we cannot fulfil your order, we tell you
          at once and refund you in full.
        </Trans>
      </p>
    </PolicyLayout>
  );
}
