-- Full-text search configuration for the catalogues: French stemming on unaccented words, so
-- "ingenieur", "Ingénieur" and "ingénieurs" give the same lexeme.
CREATE TEXT SEARCH CONFIGURATION declic_fr (COPY = pg_catalog.french);
ALTER TEXT SEARCH CONFIGURATION declic_fr
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part
  WITH unaccent, french_stem;

-- unaccent() is only STABLE (its dictionary could change); this wrapper pins the dictionary so it
-- can feed generated columns and indexes.
CREATE FUNCTION declic_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

-- array_to_string() is STABLE for any element type; for text[] it cannot change.
CREATE FUNCTION declic_join(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$;
