import { t } from '@lingui/core/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ApiAnswer } from '@kala/contract/envelope';
import type { TaxDocumentListItem } from '@kala/contract/gst-summary';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { fetchApiFile } from '../../../lib/download-file';
import { openFile } from '../../../lib/open-file';

/**
 * An order's GST documents (issue 24 item 6): the list, and each as a PDF or the printable page. The shopper reads
 * their own order's (/api/orders/…), the admin any order's (/api/admin/orders/…). The files need the bearer token (it
 * lives in local storage, not a cookie), so a plain link cannot open them: the file is fetched and shown from a blob
 * in a tab opened in the click (no popup blocker), as the admin's paperwork is.
 */
export type DocumentsScope = 'shopper' | 'admin';
export type DocumentFormat = 'pdf' | 'html';

/** In the page's language, read when it is shown. */
const documentFailed = () => t`The document could not be opened`;

const listUrl = (scope: DocumentsScope, orderId: string) =>
  scope === 'admin'
    ? `/api/orders/admin/${encodeURIComponent(orderId)}/documents`
    : `/api/orders/${encodeURIComponent(orderId)}/documents`;

export const fileUrl = (scope: DocumentsScope, orderId: string, documentId: string, format: DocumentFormat) =>
  `/api/${scope === 'admin' ? 'admin/' : ''}orders/${encodeURIComponent(orderId)}/documents/${encodeURIComponent(documentId)}.${format}`;

/**
 * Under the order's own keys (['admin', 'orders', …] and ['orders', …]), which every change of an order reads again
 * (a status change, a refund, the shipment's actions): the invoice issued at dispatch and a credit note after it
 * appear without a reload. Matched by prefix, not imported: features do not import each other.
 */
const documentsKey = (scope: DocumentsScope, orderId: string, userId: string | undefined) =>
  scope === 'admin'
    ? (['admin', 'orders', 'documents', orderId, userId] as const)
    : (['orders', 'documents', orderId, userId] as const);

export function useOrderDocuments(scope: DocumentsScope, orderId: string) {
  const { user } = useSession();
  return useQuery({
    queryKey: documentsKey(scope, orderId, user?._id),
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<TaxDocumentListItem[]>>(listUrl(scope, orderId), { signal }).then((a) => a.data),
    enabled: Boolean(user),
    staleTime: 0,
  });
}

export interface OpenDocument {
  scope: DocumentsScope;
  orderId: string;
  documentId: string;
  format: DocumentFormat;
  number: string;
}

async function fetchFile(request: OpenDocument): Promise<Blob> {
  const url = fileUrl(request.scope, request.orderId, request.documentId, request.format);
  return (await fetchApiFile(url, { failed: documentFailed() })).blob();
}

/** Opens the document in a new tab (opened now, filled when the file arrives); saves it when no tab opens. */
export const openDocument = (request: OpenDocument): Promise<void> =>
  openFile(() => fetchFile(request), `${request.number.replace(/[^\w-]/g, '-')}.${request.format}`);

export function useOpenDocument() {
  return useMutation({
    mutationFn: openDocument,
    onError: (error) =>
      toast.error(
        error instanceof ApiError && error.fromServer && error.status < 500 ? error.message : documentFailed(),
      ),
  });
}
