import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { MapPin, RefreshCw, Truck } from 'lucide-react';
import { useEffect } from 'react';
import type { OrderStatus } from '@kala/contract/orders';
import { SHIPMENT_MESSAGES, shipmentStatusTone, type ShipmentStatus } from '@kala/contract/shipments';
import { buttonClass } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useTracking } from '../api/get-tracking';
import { orderKeys } from '../api/order-keys';
import { formatMoment } from './order-format';
import { OrderSection } from './order-section';

const TONES = {
  green: { dot: 'bg-green-700', badge: 'bg-green-100 text-green-800' },
  blue: { dot: 'bg-blue-700', badge: 'bg-blue-100 text-blue-800' },
  red: { dot: 'bg-red-700', badge: 'bg-red-100 text-red-800' },
  neutral: { dot: 'bg-stone-500', badge: 'bg-stone-100 text-stone-800' },
} as const;
const tone = (status: ShipmentStatus) => TONES[shipmentStatusTone(status)];

/**
 * The courier's tracking on the shopper's order page (spec §2 order detail, §9 tracking refresh 30 s): where the
 * parcel is, newest scan first. Nothing shows before the store hands the order to a courier. When the tracking says
 * the order moved on (shipped, delivered), the order above is read again so its status agrees.
 */
export function OrderTracking({ orderId, orderStatus }: { orderId: string; orderStatus: OrderStatus }) {
  const query = useTracking(orderId);
  const queryClient = useQueryClient();
  const { user } = useSession();
  const trackedOrderStatus = query.data?.shipment ? query.data.orderStatus : undefined;

  useEffect(() => {
    if (!trackedOrderStatus || trackedOrderStatus === orderStatus) return;
    void queryClient.invalidateQueries({ queryKey: orderKeys.detail(user?._id, orderId), exact: true });
    void queryClient.invalidateQueries({ queryKey: orderKeys.lists(user?._id) });
  }, [trackedOrderStatus, orderStatus, queryClient, user?._id, orderId]);

  if (query.isPending) return null;

  if (query.isError) {
    return (
      <OrderSection id="order-tracking" title={t`Shipment Tracking`}>
        <div role="alert" className="space-y-3">
          <p className="text-ink">{errorMessage(query.error, SHIPMENT_MESSAGES.trackingFailed)}</p>
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => void query.refetch()}>
            <RefreshCw aria-hidden="true" className="h-4 w-4" />
            <Trans>Try Again</Trans>
          </button>
        </div>
      </OrderSection>
    );
  }

  const shipment = query.data.shipment;
  if (!shipment) return null;
  const colours = tone(shipment.status);

  return (
    <OrderSection id="order-tracking" title={t`Shipment Tracking`}>
      <div className="mb-5 flex flex-wrap items-center gap-x-6 gap-y-3">
        <p aria-live="polite">
          <span className="sr-only">{t`Shipment status:`} </span>
          <span className={clsx('inline-flex rounded-full px-3 py-1 text-sm font-semibold', colours.badge)}>
            {shipment.statusLabel}
          </span>
        </p>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {shipment.courierName && (
            <div className="flex gap-1.5">
              <dt className="text-muted">
                <Trans>Courier</Trans>
              </dt>
              <dd className="font-medium text-ink">{shipment.courierName}</dd>
            </div>
          )}
          {shipment.awb && (
            <div className="flex gap-1.5">
              <dt className="text-muted">
                <Trans>Tracking number</Trans>
              </dt>
              <dd className="break-all font-mono font-medium text-ink">{shipment.awb}</dd>
            </div>
          )}
        </dl>
      </div>

      {shipment.events.length === 0 ? (
        <p className="flex items-center gap-2 text-muted">
          <Truck aria-hidden="true" className="h-5 w-5" />
          <Trans>The courier has not scanned your parcel yet.</Trans>
        </p>
      ) : (
        <ol
          aria-label={t`Tracking events, newest first`}
          className="relative ml-2 space-y-5 border-l-2 border-stone-200 pl-6"
        >
          {shipment.events.map((event, index) => (
            <li key={`${event.at}-${event.status}-${index}`} className="relative">
              <span
                aria-hidden="true"
                className={clsx(
                  'absolute -left-[33px] top-1 h-4 w-4 rounded-full ring-4 ring-white',
                  index === 0 ? tone(event.status).dot : 'bg-stone-300',
                )}
              />
              <p className="font-semibold text-ink">{event.label}</p>
              <p className="break-words text-sm text-ink">{event.description}</p>
              <p className="text-sm text-muted">
                <time dateTime={event.at}>{formatMoment(event.at)}</time>
                {event.location && (
                  <>
                    <span aria-hidden="true"> · </span>
                    <span className="sr-only">, </span>
                    <MapPin aria-hidden="true" className="inline h-3.5 w-3.5 align-[-2px]" /> {event.location}
                  </>
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
    </OrderSection>
  );
}
