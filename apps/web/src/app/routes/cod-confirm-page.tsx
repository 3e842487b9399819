import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { codConfirmationKeys } from '../../features/cod-confirmation/api/confirmation-link';
import { ConfirmByLink } from '../../features/cod-confirmation/components/confirm-by-link';
import { PayAdvance } from '../../features/cod-payment/components/pay-advance';
import { PayOnlineInstead } from '../../features/cod-payment/components/pay-online-instead';
import { usePageMeta } from '../../lib/use-page-meta';

/**
 * /orders/confirm/{token}: a cash-on-delivery order's one-tap confirmation link (issue 25 item 2); no sign-in. Beside
 * the buttons, the online payments the link may make (decision 033): the advance a medium-risk order needs, or the
 * whole order paid online instead, with the seller's discount. A payment confirms the order: the page reads it again.
 */
export default function CodConfirmPage() {
  usePageMeta(t`Confirm your order`, t`Confirm or cancel your cash-on-delivery order.`);
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const reread = () => void queryClient.invalidateQueries({ queryKey: codConfirmationKeys.link(token) });
  return (
    <ConfirmByLink
      token={token}
      payOnline={(view) =>
        view.advanceDue > 0 ? (
          <PayAdvance token={token} onPaid={reread} />
        ) : (
          <PayOnlineInstead token={token} onPaid={reread} />
        )
      }
    />
  );
}
