import { Banknote, CircleAlert, Clock, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatRupees } from '@kala/contract/money';
import type { CombinedEstimate } from '../lib/combine-estimates';

/** '2 pm', '12 noon', '11 am' for the cut-off hour. */
export function hourText(hour: number): string {
  if (hour === 0) return 'midnight';
  if (hour === 12) return '12 noon';
  return hour < 12 ? `${hour} am` : `${hour - 12} pm`;
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
    return orderValue > shipping.freeAbove
      ? 'Free shipping on this order'
      : `Free shipping on orders above ${above} (this cart: ${formatRupees(orderValue)})`;
  }
  if (answer.single && shipping.freeForThisPiece) return 'Free shipping on this piece';
  return `Free shipping on orders above ${above}; ${formatRupees(shipping.charge)} below that`;
}

/** The answer for one PIN code, in the order a shopper asks: will it come, by when, can I pay cash, what shipping. */
export function DeliveryAnswer({ answer, orderValue }: { answer: CombinedEstimate; orderValue?: number | undefined }) {
  if (!answer.deliverable || !answer.range) {
    return (
      <p className="flex gap-2 text-red-800">
        <CircleAlert aria-hidden="true" className={`${icon} mt-0.5 shrink-0`} />
        <span>
          <strong>{answer.message}</strong> We cannot deliver to {answer.pincode} yet.
        </span>
      </p>
    );
  }
  const shipping = shippingText(answer, orderValue);
  return (
    <ul className="space-y-2 text-ink">
      <Line icon={<Truck className={icon} />}>
        <strong>{answer.range.text}</strong>
        {answer.city && <> to {answer.city}</>}
        {answer.countsToday && (
          <span className="block text-muted">Order before {hourText(answer.cutoffHour)} today for these dates.</span>
        )}
      </Line>
      {answer.faster && (
        <Line icon={<Clock className={icon} />}>
          Faster with {answer.faster.courierName} at checkout: {answer.faster.text.replace(/^Get it by /, 'by ')}
        </Line>
      )}
      <Line icon={<Banknote className={icon} />}>
        {answer.cod.available ? (
          <>
            Cash on delivery available
            {answer.cod.charge !== null && (
              <span className="text-muted"> (COD charge {formatRupees(answer.cod.charge)})</span>
            )}
          </>
        ) : (
          (answer.cod.message ?? 'Cash on delivery is not available here. Please pay online.')
        )}
      </Line>
      {shipping && <Line icon={<Truck className={icon} />}>{shipping}</Line>}
    </ul>
  );
}
