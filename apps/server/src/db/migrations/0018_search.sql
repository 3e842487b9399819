-- Search that finds a piece however it is typed (issue 28 item 5, decision 045): PostgreSQL's full-text search and
-- pg_trgm's trigram matching over one spelling key per product, kept by a trigger. PGlite loads both extensions
-- (db/client.ts); on PostgreSQL they are trusted contrib extensions the database owner may create.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- Devanagari to plain Latin letters, as a shopper types Hindi on an English keyboard: मधुबनी -> madhubani,
-- टेराकोटा -> terakota, मंडला -> mandala. Every consonant carries its 'a' unless a vowel sign or virama follows;
-- a word's last 'a' is dropped (मोर -> mor). Anything not Devanagari passes through as it is.
CREATE OR REPLACE FUNCTION kala_devanagari_latin(input text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  consonants constant jsonb := '{"क":"k","ख":"kh","ग":"g","घ":"gh","ङ":"n","च":"ch","छ":"chh","ज":"j","झ":"jh","ञ":"n",
    "ट":"t","ठ":"th","ड":"d","ढ":"dh","ण":"n","त":"t","थ":"th","द":"d","ध":"dh","न":"n","प":"p","फ":"ph","ब":"b",
    "भ":"bh","म":"m","य":"y","र":"r","ल":"l","ळ":"l","व":"v","श":"sh","ष":"sh","स":"s","ह":"h","क़":"q","ख़":"kh",
    "ग़":"g","ज़":"z","ड़":"r","ढ़":"rh","फ़":"f","य़":"y"}';
  signs constant jsonb := '{"ा":"a","ि":"i","ी":"i","ु":"u","ू":"u","ृ":"ri","ॄ":"ri","ॅ":"e","ॆ":"e","े":"e","ै":"ai",
    "ॉ":"o","ॊ":"o","ो":"o","ौ":"au"}';
  vowels constant jsonb := '{"अ":"a","आ":"a","इ":"i","ई":"i","उ":"u","ऊ":"u","ऋ":"ri","ऍ":"e","ऎ":"e","ए":"e","ऐ":"ai",
    "ऑ":"o","ऒ":"o","ओ":"o","औ":"au","ॐ":"om","०":"0","१":"1","२":"2","३":"3","४":"4","५":"5","६":"6","७":"7",
    "८":"8","९":"9","।":" ","॥":" "}';
  result text := '';
  pending boolean := false;
  ch text;
  latin text;
BEGIN
  IF input !~ '[ऀ-ॿ]' THEN
    RETURN input;
  END IF;
  FOREACH ch IN ARRAY regexp_split_to_array(input, '') LOOP
    latin := consonants ->> ch;
    IF latin IS NOT NULL THEN
      IF pending THEN result := result || 'a'; END IF;
      result := result || latin;
      pending := true;
      CONTINUE;
    END IF;
    latin := signs ->> ch;
    IF latin IS NOT NULL THEN
      result := result || latin;
      pending := false;
      CONTINUE;
    END IF;
    IF ch = '्' THEN
      pending := false;
    ELSIF ch = '़' THEN
      -- A nukta below the consonant just written: ड़ -> r, फ़ -> f, ज़ -> z.
      result := regexp_replace(result, '(dh|d|ph|j|k)$', '') || CASE substring(result from '(dh|d|ph|j|k)$')
        WHEN 'dh' THEN 'rh' WHEN 'd' THEN 'r' WHEN 'ph' THEN 'f' WHEN 'j' THEN 'z' WHEN 'k' THEN 'q' ELSE '' END;
    ELSIF ch IN ('ं', 'ँ') THEN
      IF pending THEN result := result || 'a'; END IF;
      result := result || 'n';
      pending := false;
    ELSIF ch = 'ः' THEN
      IF pending THEN result := result || 'a'; END IF;
      result := result || 'h';
      pending := false;
    ELSE
      latin := vowels ->> ch;
      IF latin IS NOT NULL AND ch !~ '[०-९।॥]' THEN
        IF pending THEN result := result || 'a'; END IF;
        result := result || latin;
      ELSE
        -- The end of a word: its last consonant keeps no 'a'.
        result := result || coalesce(latin, ch);
      END IF;
      pending := false;
    END IF;
  END LOOP;
  RETURN result;
END;
$$;--> statement-breakpoint
-- The spelling key both the products and the shopper's words are reduced to, so that the ways one word is typed meet:
-- Devanagari becomes Latin, accents and case go, letters Hindi spellings in Latin swap (c/k, w/v, z/j, ph/f, aspirated
-- consonants, long vowels) become one, and doubled letters one letter: 'Terracotta', 'teracota' and 'टेराकोटा' are all
-- 'terakota'; 'Madhubani', 'madhubni' and 'मधुबनी' are 'madubani' and 'madubni'.
CREATE OR REPLACE FUNCTION kala_search_key(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    regexp_replace(regexp_replace(regexp_replace(regexp_replace(
      lower(public.unaccent('public.unaccent'::regdictionary, kala_devanagari_latin(input))),
      '[^a-z0-9]+', ' ', 'g'),
      'ph', 'f', 'g'),
      'c(?!h)|q', 'k', 'g'),
      'x', 'ks', 'g'),
      'w', 'v', 'g'),
      'z', 'j', 'g'),
      '([kgjtdb])h', '\1', 'g'),
      'ee|ie', 'i', 'g'),
      'oo', 'u', 'g'),
      '([a-z])\1+', '\1', 'g'))
$$;--> statement-breakpoint
-- The words a category is known by, in English and Hindi (packages/contract CATEGORIES; a server test checks they
-- agree), so 'भारतीय कला' finds the Indian art pieces.
CREATE OR REPLACE FUNCTION kala_category_words(slug text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE slug
    WHEN 'boho-paintings' THEN 'boho paintings boho painting बोहो पेंटिंग'
    WHEN 'boho-art' THEN 'boho art boho circle बोहो आर्ट'
    WHEN 'circle-minimal-art' THEN 'circle minimal art minimal art सर्कल मिनिमल आर्ट'
    WHEN 'mandala' THEN 'mandala dot mandala art मंडला आर्ट'
    WHEN 'indian-art' THEN 'indian indian art भारतीय कला'
    WHEN 'terracotta' THEN 'terracotta terracotta art टेराकोटा'
    WHEN 'lippan-art' THEN 'lippan art lippan art लिप्पन आर्ट'
    ELSE replace(slug, '-', ' ')
  END
$$;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" tsvector DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
-- Each word once, in the order it first comes: trigram matching costs by the length of the text it reads.
CREATE OR REPLACE FUNCTION kala_distinct_words(words text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(word, ' ' ORDER BY first), '')
  FROM (
    SELECT word, min(position) AS first
    FROM unnest(string_to_array(words, ' ')) WITH ORDINALITY AS t(word, position)
    WHERE word <> ''
    GROUP BY word
  ) distinct_words
$$;--> statement-breakpoint
-- search_name (ranking): the name in both languages. search_key (trigram matching, for misspelt words): the name,
-- the tags and the category's words, each word once. search_document (full text, English stemming for plurals): all
-- of that with weights, the subtitles and the descriptions.
CREATE OR REPLACE FUNCTION kala_products_search() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  names text := kala_search_key(concat_ws(' ', NEW.name, NEW.name_hi));
  labels text := kala_search_key(concat_ws(' ', array_to_string(NEW.tags, ' '), kala_category_words(NEW.category)));
  subtitles text := kala_search_key(concat_ws(' ', NEW.subtitles, NEW.subtitles_hi));
BEGIN
  NEW.search_name := kala_distinct_words(names);
  NEW.search_key := kala_distinct_words(concat_ws(' ', names, labels));
  NEW.search_document :=
    setweight(to_tsvector('english', names), 'A') ||
    setweight(to_tsvector('english', labels), 'B') ||
    setweight(to_tsvector('english', subtitles), 'C') ||
    setweight(to_tsvector('english', kala_search_key(concat_ws(' ', NEW.description, NEW.description_hi))), 'D');
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_search" BEFORE INSERT OR UPDATE OF "name", "name_hi", "subtitles", "subtitles_hi", "description", "description_hi", "tags", "category" ON "products" FOR EACH ROW EXECUTE FUNCTION kala_products_search();--> statement-breakpoint
UPDATE "products" SET "name" = "name";--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "products_search_key_idx" ON "products" USING gin ("search_key" gin_trgm_ops);
