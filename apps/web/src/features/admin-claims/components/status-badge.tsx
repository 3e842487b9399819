import { CLAIM_STATUS_LABELS, type ClaimStatus } from '@kala/contract/claims';

const TONES: Record<ClaimStatus, string> = {
  open: 'bg-amber-100 text-amber-900',
  info_requested: 'bg-indigo/10 text-indigo',
  replaced: 'bg-green-100 text-green-900',
  refunded: 'bg-green-100 text-green-900',
  declined: 'bg-stone-200 text-stone-800',
};

/** A claim's state as a badge (the admin's words: 'Waiting for shopper' rather than the shopper's). */
export function StatusBadge({ status }: { status: ClaimStatus }) {
  const label =
    status === 'info_requested' ? 'Waiting for shopper' : status === 'open' ? 'Open' : CLAIM_STATUS_LABELS[status];
  return <span className={`rounded-full px-3 py-1 text-sm font-semibold ${TONES[status]}`}>{label}</span>;
}
