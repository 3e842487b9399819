/**
 * The 404 messages the server answers and the web shows, one spelling each. Without zod, so the storefront's first
 * load (the product page) can use them.
 */
export const NOT_FOUND_MESSAGES = {
  product: 'Product not found',
} as const;
