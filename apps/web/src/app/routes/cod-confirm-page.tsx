import { useParams } from 'react-router';
import { ConfirmByLink } from '../../features/cod-confirmation/components/confirm-by-link';
import { usePageMeta } from '../../lib/use-page-meta';

/** /orders/confirm/{token}: a cash-on-delivery order's one-tap confirmation link (issue 25 item 2); no sign-in. */
export default function CodConfirmPage() {
  usePageMeta('Confirm your order', 'Confirm or cancel your cash-on-delivery order.');
  const { token = '' } = useParams();
  return <ConfirmByLink token={token} />;
}
