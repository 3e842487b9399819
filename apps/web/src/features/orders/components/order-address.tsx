import { ph, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Order } from '@kala/contract/orders';
import { OrderSection } from './order-section';

/** Where the order goes, as the shopper gave it, and the note they left for the store. */
export function OrderAddress({ address, notes }: { address: Order['shippingAddress']; notes?: string | undefined }) {
  return (
    <OrderSection id="order-address" title={t`Shipping Address`}>
      <address className="space-y-0.5 text-sm not-italic leading-relaxed text-ink">
        <p className="font-semibold">{address.fullName}</p>
        <p className="break-words">{address.addressLine1}</p>
        {address.addressLine2 && <p className="break-words">{address.addressLine2}</p>}
        <p>
          {address.city}, {address.state} {address.zipCode}
        </p>
        <p>{address.country}</p>
        <p className="pt-2">
          <Trans>Phone: {ph({ phone: address.phone })}</Trans>
        </p>
        {address.email && (
          <p className="break-all">
            <Trans>Email: {ph({ email: address.email })}</Trans>
          </p>
        )}
      </address>
      {notes && (
        <div className="mt-4 border-t border-stone-200 pt-4 text-sm">
          <h3 className="font-semibold text-ink">
            <Trans>Your note</Trans>
          </h3>
          <p className="mt-1 break-words text-muted">{notes}</p>
        </div>
      )}
    </OrderSection>
  );
}
