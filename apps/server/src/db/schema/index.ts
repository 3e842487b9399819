/** Every table, for drizzle's relational typing and drizzle-kit. Add a domain's schema file here. */
export * from './catalog.ts';
