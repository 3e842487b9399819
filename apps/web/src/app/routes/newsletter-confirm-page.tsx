import { useParams } from 'react-router';
import { ConfirmSubscription } from '../../features/newsletter/components/confirm-subscription';
import { usePageMeta } from '../../lib/use-page-meta';

/** /newsletter/confirm/{token}: the double opt-in mail's link (decision 022). */
export default function NewsletterConfirmPage() {
  usePageMeta('Confirm your subscription', 'Confirm your subscription to the Kala newsletter.');
  const { token = '' } = useParams();
  return <ConfirmSubscription token={token} />;
}
