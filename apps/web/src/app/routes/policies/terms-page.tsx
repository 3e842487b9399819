import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { PolicyLayout } from '../../../features/policies/components/policy-layout';
import { usePageMeta } from '../../../lib/use-page-meta';

export default function TermsPage() {
  usePageMeta(t`Terms and Conditions`, t`The terms of using Kala and buying handmade art and decor from our artisans.`);
  return (
    <PolicyLayout
      title={t`Terms and Conditions`}
      intro={t`These terms apply when you use the Kala website or buy from us. By placing an order you agree to them.`}
    >
      <h2>
        <Trans>1. About us</Trans>
      </h2>
      <p>
        <Trans>
          Kala is an online store for handmade art and home decor made by independent Indian artisans, operated from
          Jaipur, Rajasthan, India. "We" and "us" mean Kala; "you" means the person using the site or placing an order.
        </Trans>
      </p>

      <h2>
        <Trans>2. Your account</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            You need an account to use the cart, wishlist and checkout. Give accurate details and keep them up to date.
          </Trans>
        </li>
        <li>
          <Trans>Keep your password private; you are responsible for what is done with your account.</Trans>
        </li>
        <li>
          <Trans>We may suspend accounts used for fraud, abuse or to break these terms.</Trans>
        </li>
      </ul>

      <h2>
        <Trans>3. Handmade products</Trans>
      </h2>
      <p>
        <Trans>
          Every piece is made by hand. Colours, textures, dot patterns and sizes may vary slightly from the photos and
          between pieces, and screens show colours differently. These variations are the nature of handmade work, not
          defects. Sizes are given in inches with a tolerance of about 1 cm.
        </Trans>
      </p>

      <h2>
        <Trans>4. Prices and payment</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Prices are in Indian rupees (₹). GST is added at checkout as shown in your order summary.</Trans>
        </li>
        <li>
          <Trans>
            Shipping is charged by delivery zone as set out in our{' '}
            <Link to="/shipping-delivery">Shipping &amp; Delivery policy</Link>.
          </Trans>
        </li>
        <li>
          <Trans>You can pay online through our payment partner, or choose cash on delivery where available.</Trans>
        </li>
        <li>
          <Trans>
            We may correct a price shown in error; if it affects your order we will contact you before shipping.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>5. Orders</Trans>
      </h2>
      <p>
        <Trans>
          An order is a request to buy. It is accepted when we confirm it by email. We may decline or cancel an order,
          for example if a piece is no longer available, the address cannot be served or payment fails; any amount paid
          is then refunded in full.
        </Trans>
      </p>

      <h2>
        <Trans>6. Shipping, cancellation and refunds</Trans>
      </h2>
      <p>
        <Trans>
          Delivery, cancellation and refunds follow our <Link to="/shipping-delivery">Shipping &amp; Delivery</Link> and{' '}
          <Link to="/cancellation-refund">Cancellation &amp; Refund</Link> policies, which form part of these terms.
        </Trans>
      </p>

      <h2>
        <Trans>7. Intellectual property</Trans>
      </h2>
      <p>
        <Trans>
          The designs, photos and text on this site belong to Kala or to the artists who made the work. Buying a piece
          gives you the piece, not the right to copy or reproduce its design for sale.
        </Trans>
      </p>

      <h2>
        <Trans>8. Reviews and messages</Trans>
      </h2>
      <p>
        <Trans>
          Reviews and feedback you send must be honest and lawful, and may be shown on the site with your first name. We
          may remove content that is abusive, misleading or unrelated.
        </Trans>
      </p>

      <h2>
        <Trans>9. Liability</Trans>
      </h2>
      <p>
        <Trans>
          We are responsible for delivering the pieces you order as described. We are not liable for losses that could
          not reasonably be foreseen, or for delays caused by events beyond our control. Nothing in these terms limits
          your rights under the Consumer Protection Act, 2019.
        </Trans>
      </p>

      <h2>
        <Trans>10. Law and disputes</Trans>
      </h2>
      <p>
        <Trans>
          These terms are governed by the laws of India. Please contact us first so we can put things right; any dispute
          that remains is subject to the courts of Jaipur, Rajasthan.
        </Trans>
      </p>

      <h2>
        <Trans>11. Changes</Trans>
      </h2>
      <p>
        <Trans>
          We may update these terms. The version that applies to an order is the one shown when the order was placed.
        </Trans>
      </p>
    </PolicyLayout>
  );
}
