import { Link } from 'react-router';
import { PolicyLayout } from '../../../features/policies/components/policy-layout';
import { usePageMeta } from '../../../lib/use-page-meta';

export default function PrivacyPage() {
  usePageMeta('Privacy Policy', 'What personal data Kala collects, why, who we share it with, and your choices.');
  return (
    <PolicyLayout
      title="Privacy Policy"
      intro="We collect only what we need to sell and deliver handmade art, and we never sell your data."
    >
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details:</strong> your name, email address and password (stored only as a secure hash).
        </li>
        <li>
          <strong>Order details:</strong> shipping address, phone number, the pieces you buy and your order history.
        </li>
        <li>
          <strong>Payment details:</strong> handled by our payment partner. We receive a payment reference and status,
          never your card number, CVV or UPI PIN.
        </li>
        <li>
          <strong>Messages:</strong> feedback, reviews and contact-form messages you send us.
        </li>
        <li>
          <strong>Newsletter:</strong> your email address, if you subscribe.
        </li>
        <li>
          <strong>Technical data:</strong> server logs with your IP address and browser, kept for security and
          troubleshooting.
        </li>
      </ul>

      <h2>How we use it</h2>
      <ul>
        <li>To process, ship and support your orders, and to send order and tracking updates.</li>
        <li>To keep your account, cart and wishlist.</li>
        <li>To answer your messages and improve the shop.</li>
        <li>To send the newsletter, only if you subscribed; every email has an unsubscribe link.</li>
        <li>To prevent fraud and keep the site secure, and to meet legal and tax obligations.</li>
      </ul>

      <h2>Who we share it with</h2>
      <p>We share only what each partner needs to do its job:</p>
      <ul>
        <li>Courier and logistics partners: your name, address and phone number, to deliver your order.</li>
        <li>Our payment partner: your order amount and contact details, to take payment.</li>
        <li>Our email provider: your email address, to send order updates and the newsletter.</li>
        <li>Authorities, when the law requires it.</li>
      </ul>

      <h2>Cookies and local storage</h2>
      <p>
        We keep your sign-in session in your browser’s local storage so you stay signed in. We do not use advertising
        cookies. See our <Link to="/cookie-policy">Cookie Policy</Link> for details.
      </p>

      <h2>How long we keep it</h2>
      <p>
        Account data is kept while your account is open. Order and invoice records are kept for 8 years as Indian tax
        law requires. Contact messages are kept for 2 years; server logs for 90 days.
      </p>

      <h2>Your rights</h2>
      <p>
        Under the Digital Personal Data Protection Act, 2023, you may ask to see, correct or delete your personal data,
        and withdraw consent to the newsletter at any time. Write to us and we will respond within 30 days.
      </p>

      <h2>Security</h2>
      <p>
        Passwords are hashed with a modern algorithm, connections are encrypted, and access to customer data is limited
        to the people who need it to serve you.
      </p>

      <h2>Children</h2>
      <p>Kala is not meant for children under 18, and we do not knowingly collect their data.</p>

      <h2>Changes</h2>
      <p>If we change this policy, we will update the date above and, for important changes, email account holders.</p>
    </PolicyLayout>
  );
}
