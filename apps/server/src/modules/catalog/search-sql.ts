import { sql, type SQL } from 'drizzle-orm';

/**
 * The catalogue search (issue 28 item 5, decision 045) as SQL: PostgreSQL's full-text search and pg_trgm's trigram
 * matching over the spelling keys migration 0018_search keeps on each product (`search_name`, `search_key`,
 * `search_document`, written by a trigger). The shopper's words are reduced by the same `kala_search_key` in the
 * query, so 'टेराकोटा', 'teracota' and 'Terracotta' meet as 'terakota'.
 *
 * `kala_search_key` is immutable, so with the words bound as a parameter PostgreSQL works the key out once when it
 * plans the statement, not once per row.
 */

const searchName = sql.raw('"products"."search_name"');
const searchKey = sql.raw('"products"."search_key"');
const searchDocument = sql.raw('"products"."search_document"');

/** The shopper's words as a spelling key. */
const keyOf = (words: string) => sql`kala_search_key(${words})`;
/** All the words, stemmed ('mandalas' is 'mandala'), as a full-text query. */
const queryOf = (words: string) => sql`plainto_tsquery('english', ${keyOf(words)})`;

/**
 * Whether a product matches: every word is in its text (any field, the descriptions too, plurals stemmed), or the
 * words are close enough to a stretch of its name, tags, category and subtitles (pg_trgm's `%>`, at the session's
 * `pg_trgm.word_similarity_threshold`, db/search-settings.ts; the GIN trigram index serves it).
 */
export function searchMatches(words: string): SQL {
  return sql`(${searchDocument} @@ ${queryOf(words)} or ${searchKey} %> ${keyOf(words)})`;
}

/**
 * How well a product matches, highest first: the words against its name count twice (so a piece named so comes
 * before one that only mentions the words), then against the whole key, then the full-text rank (name A, tags and
 * category B, subtitles C, descriptions D).
 */
export function searchRank(words: string): SQL {
  return sql`(2 * word_similarity(${keyOf(words)}, ${searchName}) + word_similarity(${keyOf(words)}, ${searchKey}) + ts_rank(${searchDocument}, ${queryOf(words)}))`;
}
