import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { fetchApiFile } from '../../../lib/download-file';
import { openFile } from '../../../lib/open-file';

/**
 * The parcel paperwork as PDFs (issue 24 item 6): an order's label or packing slip, or one PDF for the selected
 * orders. The API needs the admin's bearer token (it lives in local storage, not a cookie), so a plain link cannot
 * open them: the PDF is fetched and shown from a blob in a tab opened at once, in the click, so no popup blocker
 * stands in the way of the answer that comes later. Without a tab (blocked anyway), the file is saved instead.
 */
export type PaperworkKind = 'label' | 'packing-slip' | 'picking-list';

export const PAPERWORK_FAILED: Record<PaperworkKind, string> = {
  label: 'The label could not be made',
  'packing-slip': 'The packing slip could not be made',
  'picking-list': 'The picking list could not be made',
};

/** The batch PDFs' paths (a picking list is for a selection only). */
const BATCH_PATHS: Record<PaperworkKind, string> = {
  label: 'labels',
  'packing-slip': 'packing-slips',
  'picking-list': 'picking-list',
};

export type PaperworkRequest = { kind: PaperworkKind } & ({ orderId: string } | { orderIds: string[] });

const urlOf = (request: PaperworkRequest) =>
  'orderId' in request
    ? `/api/admin/orders/${encodeURIComponent(request.orderId)}/${request.kind}.pdf`
    : `/api/admin/orders/${BATCH_PATHS[request.kind]}.pdf`;

async function fetchPdf(request: PaperworkRequest): Promise<Blob> {
  const batch = 'orderIds' in request;
  const response = await fetchApiFile(urlOf(request), {
    method: batch ? 'POST' : 'GET',
    headers: { Accept: 'application/pdf', ...(batch ? { 'Content-Type': 'application/json' } : {}) },
    ...(batch ? { body: JSON.stringify({ orderIds: request.orderIds }) } : {}),
    failed: PAPERWORK_FAILED[request.kind],
  });
  return response.blob();
}

/** Opens the PDF in a new tab (opened now, filled when the PDF arrives). */
export const openPaperwork = (request: PaperworkRequest): Promise<void> =>
  openFile(() => fetchPdf(request), `${request.kind}.pdf`);

export function usePaperwork() {
  return useMutation({
    mutationFn: openPaperwork,
    onError: (error, request) =>
      toast.error(
        error instanceof ApiError && error.fromServer && error.status < 500
          ? error.message
          : PAPERWORK_FAILED[request.kind],
      ),
  });
}
