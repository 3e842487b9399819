import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { OrderPreview } from '@kala/contract/orders';
import { formatRupees } from '@kala/contract/money';
import { buttonClass } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { SmartImage } from '../../../components/ui/smart-image';
import { checkoutErrorText } from '../api/checkout-keys';
import { formatDeliveryWindow } from '../lib/delivery-window';
import { OrderTotals } from './order-totals';

/**
 * The order as the server priced it (POST /api/orders/preview): its lines, totals, courier and delivery window.
 * Beside the checkout steps on wide screens, under them on narrow ones; `children` (the Place Order button on the
 * review step) goes right under the total.
 */
export function OrderSummary({
  preview,
  problemAction,
  children,
}: {
  preview: UseQueryResult<OrderPreview>;
  /** Where to put right what the server refused to price (a piece out of stock: the cart). */
  problemAction?: ReactNode;
  children?: ReactNode;
}) {
  const data = preview.data;
  const pieces = data?.items.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  const courierName = data?.courier?.courier_name;
  const deliveryWindow = data?.estimatedDelivery && formatDeliveryWindow(data.estimatedDelivery);
  return (
    <section
      aria-labelledby="checkout-summary-heading"
      aria-busy={preview.isFetching}
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="checkout-summary-heading" className="font-display text-xl text-ink">
        <Trans>Order Summary</Trans>
      </h2>
      {preview.isPending && (
        <div role="status" className="space-y-3">
          <span className="sr-only">
            <Trans>Pricing your order…</Trans>
          </span>
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
          <Skeleton className="h-28" />
        </div>
      )}
      {preview.isError && !data && (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p>{checkoutErrorText(preview.error, t`We could not price your order.`)}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => void preview.refetch()}>
              <Trans>Try again</Trans>
            </button>
            {problemAction}
          </div>
        </div>
      )}
      {data && (
        <>
          <ul aria-label={t`Items in this order`} className="divide-y divide-stone-100">
            {data.items.map((line) => (
              <li key={line.sizeId} className="flex gap-3 py-3 first:pt-0">
                <SmartImage src={line.image} alt="" sizes="56px" className="w-14 shrink-0 rounded-lg" />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-semibold leading-snug text-ink">{line.name}</p>
                  <p className="text-muted">
                    {line.size} · {line.quantity} × {formatRupees(line.price)}
                  </p>
                </div>
                <p className="text-sm font-semibold tabular-nums text-ink">{formatRupees(line.subtotal)}</p>
              </li>
            ))}
          </ul>
          <OrderTotals totals={data.totals} pieces={pieces} {...(data.coupon && { coupon: data.coupon })} />
          {data.courier && (
            <p className="text-sm text-muted">
              {deliveryWindow ? (
                <Trans>
                  Ships with <span className="font-semibold text-ink">{courierName}</span>; estimated delivery{' '}
                  <span className="font-semibold text-ink">{deliveryWindow}</span>.
                </Trans>
              ) : (
                <Trans>
                  Ships with <span className="font-semibold text-ink">{courierName}</span>.
                </Trans>
              )}
            </p>
          )}
          {preview.isError && (
            <p role="alert" className="text-sm text-red-800">
              {checkoutErrorText(preview.error, t`We could not update the price.`)}{' '}
              <button type="button" className="font-semibold underline" onClick={() => void preview.refetch()}>
                <Trans>Try again</Trans>
              </button>
            </p>
          )}
        </>
      )}
      {children}
    </section>
  );
}
