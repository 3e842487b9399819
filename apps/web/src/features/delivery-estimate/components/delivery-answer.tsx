import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Banknote, CircleAlert, Clock, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { deliveryRangeText } from '@kala/contract/delivery-estimate-text';
import { formatRupees } from '@kala/contract/money';
import { getLocale, translateContractMessage } from '../../../lib/i18n';
import type { CombinedEstimate } from '../lib/combine-estimates';

/** '2 pm', '12 noon', '11 am' for the cut-off hour. */
export function hourText(hour: number): string {
  if (hour === 0) return t`midnight`;
  if (hour === 12) return t`12 noon`;
  const pm = hour - 12;
  return hour < 12 ? t`${hour} am` : t`${pm} pm`;
}

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-2">
      <span aria-hidden="true" className="mt-0.5 shrink-0 text-clay">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}

const icon = 'h-4 w-4';

/** The free-shipping rule for the zone: for one piece, or for the cart's value when it is given. */
function shippingText(answer: CombinedEstimate, orderValue: number | undefined): string | null {
  const shipping = answer.shipping;
  if (!shipping) return null;
  const above = formatRupees(shipping.freeAbove);
  if (orderValue !== undefined) {
    const cart = formatRupees(orderValue);
    return orderValue > shipping.freeAbove
      ? t`Free shipping on this order`
      : t`Free shipping on orders above ${above} (this cart: ${cart})`;
  }
  if (answer.single && shipping.freeForThisPiece) return t`Free shipping on this piece`;
  const charge = formatRupees(shipping.charge);
  return t`Free shipping on orders above ${above}; ${charge} below that`;
}

/**
 * The faster courier's dates, after 'Faster with … at checkout:': 'by Thu, 4 Dec - Sat, 6 Dec' in English (the
 * contract's promise without its 'Get it'), 'गुरु, 4 दिसंबर से शनि, 6 दिसंबर के बीच' in Hindi, built from the dates so
 * it never depends on the words of the server's text.
 */
function fasterWhen(faster: NonNullable<CombinedEstimate['faster']>): string {
  if (getLocale() === 'en') return faster.text.replace(/^Get it by /, 'by ');
  const promise = deliveryRangeText(faster.earliest, faster.latest);
  return translateContractMessage(promise.replace(/^Get it by /, 'by '));
}

/** The answer for one PIN code, in the order a shopper asks: will it come, by when, can I pay cash, what shipping. */
export function DeliveryAnswer({ answer, orderValue }: { answer: CombinedEstimate; orderValue?: number | undefined }) {
  const pincode = answer.pincode;
  if (!answer.deliverable || !answer.range) {
    return (
      <p className="flex gap-2 text-red-800">
        <CircleAlert aria-hidden="true" className={`${icon} mt-0.5 shrink-0`} />
        <span>
          <strong>{answer.message && translateContractMessage(answer.message)}</strong>{' '}
          <Trans>We cannot deliver to {pincode} yet.</Trans>
        </span>
      </p>
    );
  }
  const shipping = shippingText(answer, orderValue);
  const city = answer.city;
  const hour = hourText(answer.cutoffHour);
  const courier = answer.faster?.courierName;
  const when = answer.faster ? fasterWhen(answer.faster) : undefined;
  const promise = translateContractMessage(answer.range.text);
  const placeFirst = getLocale() === 'hi';
  const codCharge = answer.cod.charge === null ? '' : formatRupees(answer.cod.charge);
  return (
    <ul className="space-y-2 text-ink">
      <Line icon={<Truck className={icon} />}>
        {/* Hindi names the place first: 'Jaipur तक <strong>… मिल जाएगा</strong>'. */}
        {city && placeFirst && <>{t`to ${city}`} </>}
        <strong>{promise}</strong>
        {city && !placeFirst && <> {t`to ${city}`}</>}
        {answer.countsToday && (
          <span className="block text-muted">
            <Trans>Order before {hour} today for these dates.</Trans>
          </span>
        )}
      </Line>
      {answer.faster && (
        <Line icon={<Clock className={icon} />}>
          <Trans>
            Faster with {courier} at checkout: {when}
          </Trans>
        </Line>
      )}
      <Line icon={<Banknote className={icon} />}>
        {answer.cod.available ? (
          <>
            <Trans>Cash on delivery available</Trans>
            {answer.cod.charge !== null && <span className="text-muted"> {t`(COD charge ${codCharge})`}</span>}
          </>
        ) : answer.cod.message ? (
          translateContractMessage(answer.cod.message)
        ) : (
          t`Cash on delivery is not available here. Please pay online.`
        )}
      </Line>
      {shipping && <Line icon={<Truck className={icon} />}>{shipping}</Line>}
    </ul>
  );
}
