import { clockOf, defineModule } from '../module.ts';
import { createGstSummaryRepository } from './gst-summary.repository.ts';
import { gstSummaryRoutes } from './gst-summary.routes.ts';
import { createInvoicesRepository } from './invoices.repository.ts';
import { adminDocumentRoutes, shopperDocumentRoutes } from './invoices.routes.ts';
import { createInvoicesService, type InvoicesService } from './invoices.service.ts';
import { createOrderDocuments, type OrderDocuments } from './order-documents.ts';

declare module 'fastify' {
  interface FastifyInstance {
    invoices: InvoicesService;
    /** Issues an order's invoice and credit notes in the transaction of their cause (dispatch, cancellation). */
    orderDocuments: OrderDocuments;
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
        logger: app.log,
        ...clockOf(ctx),
      }),
    );
    await app.register(shopperDocumentRoutes, { prefix: '/api/orders', invoices, requireUser: guards.requireUser });
    await app.register(adminDocumentRoutes, { prefix: '/api/orders', invoices, requireAdmin: guards.requireAdmin });
    await app.register(gstSummaryRoutes, {
      prefix: '/api/admin/gst',
      summaries: createGstSummaryRepository(database.db),
      requireAdmin: guards.requireAdmin,
    });
  },
  ['tax'],
);
