import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Gift } from 'lucide-react';
import type { GiftView } from '@kala/contract/gifting';
import { formatRupees } from '@kala/contract/money';

/**
 * A gift order's gift (issue 27 item 3) on the shopper's order page and the admin's: for whom (name and phone, the
 * courier's contact), the message as typed, gift wrap and hidden prices. For the admin, what that asks of the packing.
 */
export function GiftPanel({ gift, audience }: { gift: GiftView | undefined; audience: 'shopper' | 'admin' }) {
  if (!gift) return null;
  // The admin's order page heads the order with an h2, its panels with h3; the shopper's page its sections with h2.
  const Heading = audience === 'admin' ? 'h3' : 'h2';
  const phone = gift.recipientPhone;
  const wrapCharge = formatRupees(gift.wrapCharge);
  // The admin panel stays English (issue 28): the admin's own words are not in the catalogue.
  return (
    <section
      aria-labelledby="order-gift-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <Heading id="order-gift-heading" className="mb-4 flex items-center gap-2 font-display text-xl text-ink">
        <Gift aria-hidden="true" className="h-5 w-5 text-clay" />
        {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the admin's heading: the admin panel stays English */}
        {audience === 'admin' ? 'Gift order' : t`Gift`}
      </Heading>
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="font-semibold text-ink">
            <Trans>For</Trans>
          </dt>
          <dd className="text-muted">
            {gift.recipientName}
            <span className="block">
              <Trans>Phone: {phone}</Trans>
            </span>
          </dd>
        </div>
        {gift.message && (
          <div>
            <dt className="font-semibold text-ink">
              <Trans>Message</Trans>
            </dt>
            <dd className="mt-1 whitespace-pre-line break-words rounded-xl bg-paper p-3 text-ink ring-1 ring-stone-200">
              {gift.message}
            </dd>
          </div>
        )}
        <div>
          <dt className="font-semibold text-ink">
            <Trans>Gift wrap</Trans>
          </dt>
          <dd className="text-muted">{gift.giftWrap ? t`Yes (${wrapCharge})` : t`No`}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink">
            <Trans>Prices in the parcel</Trans>
          </dt>
          <dd className="text-muted">
            {gift.hidePrices
              ? audience === 'admin'
                ? // eslint-disable-next-line lingui/no-unlocalized-strings -- the admin's words: the admin panel stays English
                  'Hidden: the packing slip has no prices; put no invoice in the parcel (it is emailed to the buyer).'
                : t`Hidden: the packing slip shows no prices; your invoice is emailed to you.`
              : t`Shown on the packing slip`}
          </dd>
        </div>
      </dl>
    </section>
  );
}
