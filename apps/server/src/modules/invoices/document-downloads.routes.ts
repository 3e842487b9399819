import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@kala/contract/envelope';
import { NotFoundError } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { DocumentFiles } from './document-files.ts';
import { INVOICE_HTML_CSP, renderInvoiceHtml } from './documents/invoice-html.ts';
import { DOCUMENT_NOT_FOUND, type InvoicesService } from './invoices.service.ts';

const paramsSchema = z.object({ id: z.string().max(100), file: z.string().max(120) });
const failures = { 401: errorSchema, 403: errorSchema, 404: errorSchema };
const FILE = /^([0-9a-f-]{36})\.(pdf|html)$/i;

export interface DocumentDownloadsOptions {
  invoices: InvoicesService;
  files: DocumentFiles;
  guard: preHandlerAsyncHookHandler;
  /** The shopper whose own orders' documents may be read; null for an admin (any order's). */
  readerOf: (request: FastifyRequest) => string | null;
}

/** A document's file name as saved: its number, with '/' made '-' (KA/25-26/000123 → KA-25-26-000123.pdf). */
const fileName = (number: string, ext: string) => `${number.replace(/[^\w-]/g, '-')}.${ext}`;

/** The file as it is (no 200 schema, so no serializer touches it); the page under its own strict CSP. */
function sendDocument(reply: FastifyReply, body: Buffer | string, type: 'pdf' | 'html', name: string) {
  reply.header('cache-control', 'private, no-store').header('content-disposition', `inline; filename="${name}"`);
  if (type === 'pdf') return reply.type('application/pdf').send(body);
  return reply.header('content-security-policy', INVOICE_HTML_CSP).type('text/html; charset=utf-8').send(body);
}

/**
 * An order's invoice or credit note to download (issue 24 item 6): `<documentId>.pdf` (made once and kept, decision
 * 028) or `<documentId>.html`, the printable page under its own strict CSP. Another shopper's order, or a document
 * of another order, is a 404.
 */
export const documentDownloadRoutes: FastifyPluginAsyncZod<DocumentDownloadsOptions> = async (app, options) => {
  const { invoices, files, guard, readerOf } = options;
  app.addHook('onRequest', async function (request, reply) {
    await guard.call(this, request, reply);
  });
  app.get(
    '/:id/documents/:file',
    {
      schema: {
        tags: ['orders'],
        summary: 'An invoice or credit note of the order as a PDF (<documentId>.pdf) or printable page (.html)',
        params: paramsSchema,
        response: failures,
      },
    },
    async (request, reply) => {
      const match = FILE.exec(request.params.file);
      if (!match) throw new NotFoundError(DOCUMENT_NOT_FOUND);
      const [, documentId, ext] = match as unknown as [string, string, string];
      const stored = await invoices.documentOfOrder(request.params.id, documentId, readerOf(request));
      const type = ext.toLowerCase() as 'pdf' | 'html';
      const body = type === 'html' ? renderInvoiceHtml(stored.document) : await files.pdfOf(stored);
      return sendDocument(reply, body, type, fileName(stored.document.number, type));
    },
  );
};

export const shopperReader = (request: FastifyRequest) => currentUser(request).id;
export const adminReader = () => null;
