import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { PolicyLayout } from '../../../features/policies/components/policy-layout';
import { usePageMeta } from '../../../lib/use-page-meta';

export default function PrivacyPage() {
  usePageMeta(t`Privacy Policy`, t`What personal data Kala collects, why, who we share it with, and your choices.`);
  return (
    <PolicyLayout
      title={t`Privacy Policy`}
      intro={t`We collect only what we need to sell and deliver handmade art, and we never sell your data.`}
    >
      <h2>
        <Trans>What we collect</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <strong>Account details:</strong> your name, email address and password (stored only as a secure hash).
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Order details:</strong> shipping address, phone number, the pieces you buy and your order history.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Payment details:</strong> handled by our payment partner. We receive a payment reference and status,
            never your card number, CVV or UPI PIN.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Messages:</strong> feedback, reviews and contact-form messages you send us.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Newsletter:</strong> your email address, if you subscribe.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Technical data:</strong> server logs with your IP address and browser, kept for security and
            troubleshooting.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>How we use it</Trans>
      </h2>
      <ul>
        <li>
          <Trans>To process, ship and support your orders, and to send order and tracking updates.</Trans>
        </li>
        <li>
          <Trans>To keep your account, cart and wishlist.</Trans>
        </li>
        <li>
          <Trans>To answer your messages and improve the shop.</Trans>
        </li>
        <li>
          <Trans>To send the newsletter, only if you subscribed; every email has an unsubscribe link.</Trans>
        </li>
        <li>
          <Trans>To prevent fraud and keep the site secure, and to meet legal and tax obligations.</Trans>
        </li>
      </ul>

      <h2>
        <Trans>Who we share it with</Trans>
      </h2>
      <p>
        <Trans>We share only what each partner needs to do its job:</Trans>
      </p>
      <ul>
        <li>
          <Trans>Courier and logistics partners: your name, address and phone number, to deliver your order.</Trans>
        </li>
        <li>
          <Trans>Our payment partner: your order amount and contact details, to take payment.</Trans>
        </li>
        <li>
          <Trans>Our email provider: your email address, to send order updates and the newsletter.</Trans>
        </li>
        <li>
          <Trans>Authorities, when the law requires it.</Trans>
        </li>
      </ul>

      <h2>
        <Trans>Cookies and local storage</Trans>
      </h2>
      <p>
        <Trans>
          We keep your sign-in session in your browser’s local storage so you stay signed in. We do not use advertising
          cookies. See our <Link to="/cookie-policy">Cookie Policy</Link> for details.
        </Trans>
      </p>

      <h2>
        <Trans>How long we keep it</Trans>
      </h2>
      <p>
        <Trans>
          Account data is kept while your account is open. Order and invoice records are kept for 8 years as Indian tax
          law requires. Contact messages are kept for 2 years; server logs for 90 days.
        </Trans>
      </p>

      <h2>
        <Trans>Your rights</Trans>
      </h2>
      <p>
        <Trans>
          Under the Digital Personal Data Protection Act, 2023, you may ask to see, correct or delete your personal
          data, and withdraw consent to the newsletter at any time. Write to us and we will respond within 30 days.
        </Trans>
      </p>

      <h2>
        <Trans>Security</Trans>
      </h2>
      <p>
        <Trans>
          Passwords are hashed with a modern algorithm, connections are encrypted, and access to customer data is
          limited to the people who need it to serve you.
        </Trans>
      </p>

      <h2>
        <Trans>Children</Trans>
      </h2>
      <p>
        <Trans>Kala is not meant for children under 18, and we do not knowingly collect their data.</Trans>
      </p>

      <h2>
        <Trans>Changes</Trans>
      </h2>
      <p>
        <Trans>
          If we change this policy, we will update the date above and, for important changes, email account holders.
        </Trans>
      </p>
    </PolicyLayout>
  );
}
