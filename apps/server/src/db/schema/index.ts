/** Every table, for drizzle's relational typing and drizzle-kit. Add a domain's schema file here. */
export * from './accounts.ts';
export * from './catalog.ts';
export * from './outbox.ts';
export * from './shopping.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './admin.ts';
export * from './shipments.ts';
export * from './tax.ts';
export * from './invoices.ts';
export * from './cod.ts';
export * from './messaging.ts';
export * from './reviews.ts';
export * from './delivery-estimate.ts';
export * from './stock.ts';
export * from './claims.ts';
