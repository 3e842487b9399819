import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DELIVERY_ATTEMPT_MESSAGES,
  type FailAttemptInput,
  type ReattemptInput,
  type ReturnToOriginInput,
} from '@kala/contract/delivery-attempts';
import {
  SHIPMENT_MESSAGES,
  type CancelShipmentInput,
  type CreateShipmentInput,
  type GenerateAwbInput,
  type OrderShipments,
} from '@kala/contract/shipments';
import { apiRequest } from '../../../lib/api-client';
import { shipmentKeys } from './shipment-keys';
import type { ApiAnswer } from '@kala/contract/envelope';

/** The admin's courier actions (spec §7 Shipping), each answering the order's whole shipment view. */
export type ShipmentAction =
  | { kind: 'create-shipment'; body: CreateShipmentInput }
  | { kind: 'generate-awb'; body: GenerateAwbInput }
  | { kind: 'pickup' }
  | { kind: 'label' }
  | { kind: 'advance' }
  | { kind: 'cancel'; body: CancelShipmentInput }
  | { kind: 'return' }
  // Failed delivery attempts (decision 032): the local courier's failure, a re-attempt, the return to the seller.
  | { kind: 'fail-attempt'; body: FailAttemptInput }
  | { kind: 'reattempt'; body: ReattemptInput }
  | { kind: 'rto'; body: ReturnToOriginInput };

/** What the admin reads when an action fails without the server saying why (spec §8 for creating). */
export const ACTION_FALLBACKS: Record<ShipmentAction['kind'], string> = {
  'create-shipment': SHIPMENT_MESSAGES.createFailed,
  'generate-awb': SHIPMENT_MESSAGES.awbFailed,
  pickup: SHIPMENT_MESSAGES.pickupFailed,
  label: SHIPMENT_MESSAGES.labelFailed,
  advance: 'The courier clock could not be advanced. Please try again.',
  cancel: SHIPMENT_MESSAGES.cancelFailed,
  return: SHIPMENT_MESSAGES.returnFailed,
  'fail-attempt': 'The delivery attempt could not be marked as failed. Please try again.',
  reattempt: DELIVERY_ATTEMPT_MESSAGES.reattemptFailed,
  rto: DELIVERY_ATTEMPT_MESSAGES.rtoFailed,
};

export const runShipmentAction = (orderId: string, action: ShipmentAction) =>
  apiRequest<ApiAnswer<OrderShipments>>(`/api/shipping/${action.kind}/${encodeURIComponent(orderId)}`, {
    method: 'POST',
    body: 'body' in action ? action.body : {},
  });

/**
 * One courier action on an order's shipment. The answer is the new view, put straight into the cache; everything
 * else of the admin panel that shows this order (its status card's AWB, its list of admin changes, the lists, the
 * overview) is read again, since every action is audited and a courier step may move the order on. Other features'
 * keys are matched by their ['admin', …] prefix, not imported: features do not import each other.
 */
export function useShipmentAction(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ShipmentAction) => runShipmentAction(orderId, action),
    onSuccess: (answer) => {
      queryClient.setQueryData(shipmentKeys.order(orderId), answer.data);
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'admin' && query.queryKey[1] !== 'shipments',
      });
    },
  });
}
