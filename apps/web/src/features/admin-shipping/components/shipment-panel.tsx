import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { Clock, FileText, PackageCheck, RefreshCw, Truck, Undo2, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { OrderStatus } from '@kala/contract/orders';
import type { AdminShipment, OrderShipments } from '@kala/contract/shipments';
import { buttonClass } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useOrderShipments } from '../api/get-shipments';
import { openLabel } from '../api/open-label';
import { ACTION_FALLBACKS, useShipmentAction, type ShipmentAction } from '../api/shipment-actions';
import { shipmentErrorText } from '../api/shipment-keys';
import { CancelShipmentForm } from './cancel-shipment-form';
import { CreateShipmentForm } from './create-shipment-form';
import { DeliveryAttemptsSection } from './delivery-attempts-section';
import { ShipmentEvents } from './shipment-events';
import { PROVIDER_LABELS, badgeClass, formatMoment } from './shipment-format';

type Feedback = { tone: 'success' | 'error'; text: string };

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{term}</dt>
      <dd className="mt-0.5 break-words text-sm text-ink">{children}</dd>
    </div>
  );
}

/**
 * The courier shipment of one order, on the admin order page (issue 11 item 4, decision 013): what the shipment is
 * (provider, AWB, courier, status, label, events) and the actions that fit it now, as the server says: Create
 * shipment (with the pickup location), Generate AWB, Schedule pickup, Get label, Advance courier clock (the local
 * courier only), Cancel shipment (with a reason) and Return, and the failed delivery attempts with their actions
 * (delivery-attempts-section.tsx, decision 032). After each action the focus goes to its outcome. Who
 * did what to the shipment is in the order page's one list of admin changes (the admin order detail's audit).
 */
export function ShipmentPanel({ orderId, orderStatus }: { orderId: string; orderStatus: OrderStatus }) {
  const headingId = useId();
  const eventsId = useId();
  const query = useOrderShipments(orderId);
  const action = useShipmentAction(orderId);
  const queryClient = useQueryClient();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const cancelOpenerRef = useRef<HTMLButtonElement>(null);
  const viewOrderStatus = query.data?.orderStatus;

  // The order moved on with its shipment (shipped, delivered): the rest of the admin page and lists read it again.
  useEffect(() => {
    if (!viewOrderStatus || viewOrderStatus === orderStatus) return;
    void queryClient.invalidateQueries({
      predicate: (q) => q.queryKey[0] === 'admin' && q.queryKey[1] !== 'shipments',
    });
  }, [viewOrderStatus, orderStatus, queryClient]);

  useEffect(() => {
    if (feedback) feedbackRef.current?.focus();
  }, [feedback]);

  const pendingKind = action.isPending ? action.variables?.kind : undefined;
  const run = (next: ShipmentAction) => {
    if (action.isPending) return;
    setFeedback(null);
    action.mutate(next, {
      onSuccess: (answer) => {
        if (next.kind === 'cancel') setCancelling(false);
        setFeedback({ tone: 'success', text: answer.message ?? 'Done' });
      },
      onError: (error) => setFeedback({ tone: 'error', text: shipmentErrorText(error, ACTION_FALLBACKS[next.kind]) }),
    });
  };

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={query.isFetching || action.isPending || undefined}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 font-display text-xl text-ink">
          <Truck aria-hidden="true" className="h-5 w-5 text-clay" />
          Shipment
        </h2>
        {query.data && (
          <span className="rounded-full bg-sand/70 px-3 py-1 text-xs font-semibold text-clay-dark">
            {PROVIDER_LABELS[query.data.current?.provider ?? query.data.provider]}
          </span>
        )}
      </div>

      {feedback && (
        <div
          ref={feedbackRef}
          tabIndex={-1}
          role={feedback.tone === 'error' ? 'alert' : 'status'}
          className={clsx(
            'mb-4 flex items-start justify-between gap-3 rounded-xl border px-4 py-3 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-clay/50',
            feedback.tone === 'error'
              ? 'border-red-200 bg-red-50 text-red-800'
              : 'border-green-200 bg-green-50 text-green-900',
          )}
        >
          <span>{feedback.text}</span>
          <button
            type="button"
            onClick={() => setFeedback(null)}
            className="-m-1 rounded-full p-1 hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-clay/50"
          >
            <X aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">Dismiss message</span>
          </button>
        </div>
      )}

      {query.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading shipment…</span>
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-24" />
        </div>
      ) : query.isError ? (
        <div role="alert" className="space-y-3">
          <p className="text-sm text-ink">
            {shipmentErrorText(query.error, 'Unable to load the shipment. Please try again later.')}
          </p>
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => void query.refetch()}>
            <RefreshCw aria-hidden="true" className="h-4 w-4" />
            Try Again
          </button>
        </div>
      ) : (
        <ShipmentBody
          view={query.data}
          eventsId={eventsId}
          pendingKind={pendingKind}
          cancelling={cancelling}
          cancelOpenerRef={cancelOpenerRef}
          onRun={run}
          onCancelOpen={() => setCancelling(true)}
          onCancelKeep={() => {
            setCancelling(false);
            // Back to the button that opened it, once it is on the page again.
            requestAnimationFrame(() => cancelOpenerRef.current?.focus());
          }}
          onLabelError={(error) =>
            setFeedback({ tone: 'error', text: shipmentErrorText(error, ACTION_FALLBACKS.label) })
          }
        />
      )}
    </section>
  );
}

function ShipmentBody({
  view,
  eventsId,
  pendingKind,
  cancelling,
  cancelOpenerRef,
  onRun,
  onCancelOpen,
  onCancelKeep,
  onLabelError,
}: {
  view: OrderShipments;
  eventsId: string;
  pendingKind: ShipmentAction['kind'] | undefined;
  cancelling: boolean;
  cancelOpenerRef: React.RefObject<HTMLButtonElement | null>;
  onRun: (action: ShipmentAction) => void;
  onCancelOpen: () => void;
  onCancelKeep: () => void;
  onLabelError: (error: unknown) => void;
}) {
  const current = view.current;
  return (
    <div className="space-y-5">
      {current ? (
        <CurrentShipment
          shipment={current}
          eventsId={eventsId}
          pendingKind={pendingKind}
          cancelling={cancelling}
          cancelOpenerRef={cancelOpenerRef}
          onRun={onRun}
          onCancelOpen={onCancelOpen}
          onCancelKeep={onCancelKeep}
          onLabelError={onLabelError}
        />
      ) : view.canCreate ? (
        <div className="space-y-3">
          <p className="text-sm text-muted">
            This order has no shipment yet. Create one to hand it to the{' '}
            {view.provider === 'local' ? 'local courier' : 'courier through Shiprocket'}.
          </p>
          <CreateShipmentForm
            pending={pendingKind === 'create-shipment'}
            onCreate={(pickupLocation) =>
              onRun({ kind: 'create-shipment', body: pickupLocation ? { pickupLocation } : {} })
            }
          />
        </div>
      ) : (
        <p className="text-sm text-muted">{view.createBlockedBy ?? 'This order has no shipment.'}</p>
      )}

      {view.earlier.length > 0 && (
        <details className="rounded-xl bg-stone-50 p-3 text-sm">
          <summary className="cursor-pointer rounded font-medium text-ink focus-visible:ring-2 focus-visible:ring-clay/50">
            Cancelled shipments ({view.earlier.length})
          </summary>
          <ul className="mt-2 space-y-1.5">
            {view.earlier.map((shipment) => (
              <li key={shipment._id} className="break-words text-muted">
                {formatMoment(shipment.createdAt)} · {shipment.awb ? `AWB ${shipment.awb}` : 'no AWB'} ·{' '}
                {shipment.cancelReason ?? 'no reason given'}
              </li>
            ))}
          </ul>
        </details>
      )}

      {/* The shipment's admin changes are told with the order's, in the page's one 'Changes by admins' list. */}
    </div>
  );
}

function CurrentShipment({
  shipment,
  eventsId,
  pendingKind,
  cancelling,
  cancelOpenerRef,
  onRun,
  onCancelOpen,
  onCancelKeep,
  onLabelError,
}: {
  shipment: AdminShipment;
  eventsId: string;
  pendingKind: ShipmentAction['kind'] | undefined;
  cancelling: boolean;
  cancelOpenerRef: React.RefObject<HTMLButtonElement | null>;
  onRun: (action: ShipmentAction) => void;
  onCancelOpen: () => void;
  onCancelKeep: () => void;
  onLabelError: (error: unknown) => void;
}) {
  const { actions } = shipment;
  const busy = pendingKind !== undefined;
  const actionButton = (kind: ShipmentAction['kind'], label: string, pendingLabel: string, icon: ReactNode) => (
    <button
      type="button"
      className={buttonClass(kind === 'advance' ? 'accent' : 'secondary', 'sm')}
      aria-disabled={busy || undefined}
      onClick={() => !busy && onRun({ kind } as ShipmentAction)}
    >
      {icon}
      {pendingKind === kind ? pendingLabel : label}
    </button>
  );

  return (
    <div className="space-y-5">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Fact term="Status">
          <span
            className={clsx(
              'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
              badgeClass(shipment.status),
            )}
          >
            {shipment.statusLabel}
          </span>
        </Fact>
        <Fact term="AWB">{shipment.awb ? <span className="font-mono">{shipment.awb}</span> : 'Not assigned yet'}</Fact>
        <Fact term="Courier">{shipment.courierName ?? '—'}</Fact>
        <Fact term="Pickup location">{shipment.pickupLocation ?? '—'}</Fact>
        {shipment.pickupScheduledAt && <Fact term="Pickup">{formatMoment(shipment.pickupScheduledAt)}</Fact>}
        {shipment.provider === 'shiprocket' && shipment.providerShipmentId && (
          <Fact term="Shiprocket order / shipment">
            {shipment.providerOrderId} / {shipment.providerShipmentId}
          </Fact>
        )}
        {shipment.labelUrl && (
          <Fact term="Label">
            {shipment.labelUrl.startsWith('/api/') ? (
              <button
                type="button"
                className="rounded font-semibold text-clay underline hover:text-clay-dark focus-visible:ring-2 focus-visible:ring-clay/50"
                onClick={() => void openLabel(shipment.labelUrl!).catch(onLabelError)}
              >
                Open label<span className="sr-only"> (opens in a new tab)</span>
              </button>
            ) : (
              <a
                href={shipment.labelUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="rounded font-semibold text-clay underline hover:text-clay-dark"
              >
                Open label (PDF)<span className="sr-only"> (opens in a new tab)</span>
              </a>
            )}
          </Fact>
        )}
        {shipment.nextStage && (
          <Fact term="Next on the courier clock">
            {shipment.nextStage.label} · due {formatMoment(shipment.nextStage.dueAt)}
          </Fact>
        )}
      </dl>

      {(actions.generateAwb ||
        actions.schedulePickup ||
        (actions.label && !shipment.labelUrl) ||
        actions.advance ||
        actions.cancel ||
        actions.return) && (
        <div className="flex flex-wrap gap-2">
          {actions.generateAwb &&
            actionButton(
              'generate-awb',
              'Generate AWB',
              'Generating…',
              <FileText aria-hidden="true" className="h-4 w-4" />,
            )}
          {actions.schedulePickup &&
            actionButton('pickup', 'Schedule pickup', 'Scheduling…', <Clock aria-hidden="true" className="h-4 w-4" />)}
          {actions.label &&
            !shipment.labelUrl &&
            actionButton('label', 'Get label', 'Making label…', <FileText aria-hidden="true" className="h-4 w-4" />)}
          {actions.advance &&
            actionButton(
              'advance',
              'Advance courier clock',
              'Advancing…',
              <PackageCheck aria-hidden="true" className="h-4 w-4" />,
            )}
          {actions.return &&
            actionButton('return', 'Return', 'Starting return…', <Undo2 aria-hidden="true" className="h-4 w-4" />)}
          {actions.cancel && !cancelling && (
            <button
              ref={cancelOpenerRef}
              type="button"
              className={buttonClass('ghost', 'sm', 'text-red-800 hover:bg-red-50')}
              aria-disabled={busy || undefined}
              onClick={() => !busy && onCancelOpen()}
            >
              <X aria-hidden="true" className="h-4 w-4" />
              Cancel shipment
            </button>
          )}
        </div>
      )}

      {cancelling && actions.cancel && (
        <CancelShipmentForm
          pending={pendingKind === 'cancel'}
          onConfirm={(reason) => onRun({ kind: 'cancel', body: { reason } })}
          onKeep={onCancelKeep}
        />
      )}

      <DeliveryAttemptsSection shipment={shipment} pendingKind={pendingKind} onRun={onRun} />

      <div>
        <h3 id={eventsId} className="mb-3 text-sm font-semibold text-ink">
          Tracking events
        </h3>
        <ShipmentEvents events={shipment.events} labelledBy={eventsId} />
      </div>
    </div>
  );
}
