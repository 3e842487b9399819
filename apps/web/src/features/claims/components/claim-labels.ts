import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ClaimKind, ClaimStatus } from '@kala/contract/claims';
import { formatIndiaDateTime } from '../../../lib/format';

/** The contract's CLAIM_KIND_LABELS and CLAIM_STATUS_LABELS, same English, in the page's language (issue 28). */
const KIND = {
  damaged: msg`Damaged piece`,
  wrong_piece: msg`Wrong piece`,
  missing: msg`Missing piece`,
} satisfies Record<ClaimKind, unknown>;

const STATUS = {
  open: msg`Under review`,
  info_requested: msg`More details needed`,
  replaced: msg`Replacement approved`,
  refunded: msg`Refund approved`,
  declined: msg`Declined`,
} satisfies Record<ClaimStatus, unknown>;

export const claimKindLabel = (kind: ClaimKind) => i18n._(KIND[kind]);
export const claimStatusLabel = (status: ClaimStatus) => i18n._(STATUS[status]);

/** A moment in India time, as the store's mails say it: 'Sat, 28 Nov, 11:30 am' (Hindi: 'शनि, 28 नव॰, 11:30 am'). */
export const claimMoment = (iso: string | Date) => formatIndiaDateTime(iso);
