import { t } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { UnsubscribePanel } from '../../features/newsletter/components/unsubscribe-panel';
import { usePageMeta } from '../../lib/use-page-meta';

/** /newsletter/unsubscribe/{token}: the link at the end of every newsletter mail (decision 022). */
export default function NewsletterUnsubscribePage() {
  usePageMeta(t`Unsubscribe`, t`Unsubscribe from the Kala newsletter.`);
  const { token = '' } = useParams();
  return <UnsubscribePanel token={token} />;
}
