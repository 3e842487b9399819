import { t } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { MarketingUnsubscribePanel } from '../../features/marketing/components/marketing-unsubscribe-panel';
import { usePageMeta } from '../../lib/use-page-meta';

/** /marketing/unsubscribe/{token}: the link at the end of every cart reminder mail (decision 043). */
export default function MarketingUnsubscribePage() {
  usePageMeta(t`Stop marketing mail`, t`Stop cart reminders and marketing mail from Kala.`);
  const { token = '' } = useParams();
  return <MarketingUnsubscribePanel token={token} />;
}
