import { t } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { DeliveryFixByLink } from '../../features/delivery-attempts/components/delivery-fix-by-link';
import { usePageMeta } from '../../lib/use-page-meta';

/** /delivery-fix/{token}: the failed-delivery message's single-use link (decision 032); no sign-in needed. */
export default function DeliveryFixPage() {
  usePageMeta(t`Fix your delivery`, t`Pick a day for the courier to come again, or correct your address or phone.`);
  const { token = '' } = useParams();
  return <DeliveryFixByLink token={token} />;
}
