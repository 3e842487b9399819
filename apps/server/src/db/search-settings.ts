/**
 * The trigram threshold of the catalogue search (decision 045): a product matches a shopper's words when pg_trgm's
 * `word_similarity` between their spelling key and some stretch of the product's key reaches it. pg_trgm's own
 * default, 0.6, misses a letter dropped from a short word ('mandla' is 0.57 of 'mandala'); 0.5 finds it and still
 * leaves out unrelated words. It is a session setting (`pg_trgm.word_similarity_threshold`) so that the `%>`
 * operator, which the GIN trigram index serves, uses it: every PostgreSQL connection starts with it and PGlite's one
 * session sets it once.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

/** The setting as PostgreSQL's connection `options` (pg's `options`: command-line switches for the session). */
export const SEARCH_SESSION_OPTIONS = `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`;
