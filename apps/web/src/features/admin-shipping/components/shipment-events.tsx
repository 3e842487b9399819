import clsx from 'clsx';
import type { ShipmentEvent } from '@kala/contract/shipments';
import { dotClass, formatMoment } from './shipment-format';

/** A shipment's tracking events, newest first: what the courier scanned, where and when. */
export function ShipmentEvents({ events, labelledBy }: { events: ShipmentEvent[]; labelledBy: string }) {
  if (events.length === 0) return <p className="text-sm text-muted">No tracking events yet.</p>;
  return (
    <ol aria-labelledby={labelledBy} className="relative ml-2 space-y-4 border-l-2 border-stone-200 pl-5">
      {events.map((event, index) => (
        <li key={`${event.at}-${event.status}-${index}`} className="relative">
          <span
            aria-hidden="true"
            className={clsx(
              'absolute -left-[27px] top-1 h-3 w-3 rounded-full ring-4 ring-white',
              index === 0 ? dotClass(event.status) : 'bg-stone-300',
            )}
          />
          <p className="text-sm font-semibold text-ink">{event.label}</p>
          <p className="break-words text-sm text-ink">{event.description}</p>
          <p className="text-xs text-muted">
            <time dateTime={event.at}>{formatMoment(event.at)}</time>
            {event.location && <span>{` · ${event.location}`}</span>}
          </p>
        </li>
      ))}
    </ol>
  );
}
