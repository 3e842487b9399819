import { AlertTriangle } from 'lucide-react';
import { gstStateByCode, type TaxSettingsView } from '@kala/contract/gst';

/**
 * Says when the GSTIN's state is not where parcels leave from (the pickup PIN code): the store decides CGST + SGST or
 * IGST by comparing the delivery's state with the GSTIN's, so a GSTIN of another state taxes every order wrongly.
 */
export function StateMismatchNote({ gstin, pickup }: { gstin: string | null; pickup: TaxSettingsView['pickup'] }) {
  const gstinState = gstin ? gstStateByCode(gstin.trim().slice(0, 2)) : undefined;
  if (!gstinState || !pickup.stateCode || gstinState.code === pickup.stateCode) return null;
  return (
    <div
      role="note"
      className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <p>
        <strong>
          The GSTIN is of {gstinState.name}, but parcels leave from PIN code {pickup.pincode} in {pickup.stateName}.
        </strong>{' '}
        GST is split by place of supply: an order delivered inside the GSTIN's state is charged CGST + SGST, any other
        IGST. Goods shipped from {pickup.stateName} need a registration (GSTIN) there, or orders to {pickup.stateName}{' '}
        and {gstinState.name} get the wrong split. Use the GSTIN of the state you ship from, or change
        STORE_PICKUP_PINCODE.
      </p>
    </div>
  );
}
