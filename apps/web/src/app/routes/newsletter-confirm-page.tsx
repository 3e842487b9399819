import { t } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { ConfirmSubscription } from '../../features/newsletter/components/confirm-subscription';
import { usePageMeta } from '../../lib/use-page-meta';

/** /newsletter/confirm/{token}: the double opt-in mail's link (decision 022). */
export default function NewsletterConfirmPage() {
  usePageMeta(t`Confirm your subscription`, t`Confirm your subscription to the Kala newsletter.`);
  const { token = '' } = useParams();
  return <ConfirmSubscription token={token} />;
}
