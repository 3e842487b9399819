/**
 * Email rules shared by forms and the server, with no zod import so the web's first bundle can use them.
 */
export const INVALID_EMAIL_MESSAGE = 'Please provide a valid email';

/** A quick shape check for forms (something@domain.tld); the server's zod schema has the last word. */
export const looksLikeEmail = (text: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(text.trim());
