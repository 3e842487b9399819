/**
 * The name shown for products with no named creator (spec §3 createdBy). Kept apart from the schemas so the web's
 * first-load pages can use it without loading zod.
 */
export const DEFAULT_STUDIO_NAME = 'Kala Studio';
