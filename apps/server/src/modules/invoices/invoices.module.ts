import path from 'node:path';
import { clockOf, defineModule } from '../module.ts';
import { adminReader, documentDownloadRoutes, shopperReader } from './document-downloads.routes.ts';
import { createDocumentFiles, type DocumentFiles } from './document-files.ts';
import { createGstSummaryRepository } from './gst-summary.repository.ts';
import { gstSummaryRoutes } from './gst-summary.routes.ts';
import { createInvoicesRepository } from './invoices.repository.ts';
import { adminDocumentRoutes, shopperDocumentRoutes } from './invoices.routes.ts';
import { createInvoicesService, type InvoicesService } from './invoices.service.ts';
import { storedDocument } from './issue-document.ts';
import { createOrderDocuments, type OrderDocuments } from './order-documents.ts';

declare module 'fastify' {
  interface FastifyInstance {
    invoices: InvoicesService;
    /** Issues an order's invoice and credit notes in the transaction of their cause (dispatch, cancellation). */
    orderDocuments: OrderDocuments;
    /** Each document's PDF, made once and kept under DATA_DIR/documents (the downloads and the shipped mail). */
    documentFiles: DocumentFiles;
  }
}

/**
 * GST documents (issue 24, decision 026): tax invoices, bills of supply and credit notes, numbered in gap-free series
 * per financial year and stored as issued. Registered before the orders module, so the dispatch and the cancellation
 * can issue through `app.invoices.issueDocument(tx, draft)` in their own transactions.
 */
export const invoicesModule = defineModule(
  'invoices',
  async (app, ctx) => {
    const { config, database, guards } = ctx;
    const repository = createInvoicesRepository(database.db);
    const invoices = createInvoicesService(repository, config.documentSeries);
    app.decorate('invoices', invoices);
    app.decorate(
      'orderDocuments',
      createOrderDocuments({
        repository,
        issueDocument: invoices.issueDocument,
        sellerSettings: (q) => app.tax.settings(q),
        giftWrapOf: (q, orderId) => app.gifting.giftOf(q, orderId),
        logger: app.log,
        ...clockOf(ctx),
      }),
    );
    const files = createDocumentFiles(path.join(config.dataDir, 'documents'));
    app.decorate('documentFiles', files);
    // The shipped mail carries its invoice's id; the mail job attaches the kept PDF when it sends.
    app.mailAttachments.documents(async (documentId) => {
      const row = await repository.byId(documentId);
      if (!row) return undefined;
      const stored = storedDocument(row);
      const filename = `${stored.document.number.replace(/[^\w-]/g, '-')}.pdf`;
      return { filename, content: await files.pdfOf(stored), contentType: 'application/pdf' };
    });
    await app.register(documentDownloadRoutes, {
      prefix: '/api/orders',
      invoices,
      files,
      guard: guards.requireUser,
      readerOf: shopperReader,
    });
    await app.register(documentDownloadRoutes, {
      prefix: '/api/admin/orders',
      invoices,
      files,
      guard: guards.requireAdmin,
      readerOf: adminReader,
    });
    await app.register(shopperDocumentRoutes, { prefix: '/api/orders', invoices, requireUser: guards.requireUser });
    await app.register(adminDocumentRoutes, { prefix: '/api/orders', invoices, requireAdmin: guards.requireAdmin });
    await app.register(gstSummaryRoutes, {
      prefix: '/api/admin/gst',
      summaries: createGstSummaryRepository(database.db),
      requireAdmin: guards.requireAdmin,
    });
  },
  ['tax', 'mail', 'gifting'],
);
