-- Each word (lexeme) of each formation's search text, with the rank ts_rank_cd gives the formation
-- for that word alone and the formation's name key. A one-word search — what most students type —
-- then reads its page in rank order, and its total, from one index, instead of ranking every
-- formation that holds the word (docs/performance/catalogues.md). Kept by the triggers below on
-- every import, staff edit or demo seed; a restore loads the rows before it creates the triggers.
CREATE TABLE catalog_formation_terms (
  term tsquery NOT NULL,
  formation_id bigint NOT NULL,
  rank real NOT NULL,
  sort_key text
);
CREATE INDEX catalog_formation_terms_page_idx
  ON catalog_formation_terms (term, rank DESC, sort_key, formation_id);
CREATE INDEX catalog_formation_terms_formation_idx ON catalog_formation_terms (formation_id);

-- The word as a one-lexeme query, equal to what websearch_to_tsquery gives for it (quotes and
-- backslashes escaped: the lexeme is taken as it is).
CREATE FUNCTION declic_lexeme_query(lexeme text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT ('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''')::tsquery $$;

-- The words of a search text, each with the rank of that text for the word alone.
CREATE FUNCTION declic_terms(search_vector tsvector) RETURNS TABLE (term tsquery, rank real)
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE ROWS 15
  AS $$ SELECT declic_lexeme_query(w.lexeme), ts_rank_cd(search_vector, declic_lexeme_query(w.lexeme))
          FROM unnest(search_vector) w $$;

CREATE FUNCTION declic_formation_terms_added() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO catalog_formation_terms (term, formation_id, rank, sort_key)
  SELECT t.term, f.id, t.rank, f.sort_key FROM added f, declic_terms(f.search_vector) t;
  RETURN NULL;
END
$$;

CREATE FUNCTION declic_formation_terms_removed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM catalog_formation_terms t USING removed r WHERE t.formation_id = r.id;
  RETURN NULL;
END
$$;

-- One formation whose words or name changed. Row by row, and only for those (the trigger's WHEN):
-- the imports of access rates or of expected skills rewrite every row without changing a word.
CREATE FUNCTION declic_formation_terms_rewritten() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM catalog_formation_terms WHERE formation_id = OLD.id;
  INSERT INTO catalog_formation_terms (term, formation_id, rank, sort_key)
  SELECT t.term, NEW.id, t.rank, NEW.sort_key FROM declic_terms(NEW.search_vector) t;
  RETURN NULL;
END
$$;

CREATE FUNCTION declic_formation_terms_emptied() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  TRUNCATE catalog_formation_terms;
  RETURN NULL;
END
$$;

-- Statements of a few thousand rows are estimated at millions (a row per word per formation):
-- PostgreSQL would compile them (JIT) at every import batch, 0.2 to 0.3 s each for 10 ms of work.
ALTER FUNCTION declic_formation_terms_added() SET jit = off;
ALTER FUNCTION declic_formation_terms_removed() SET jit = off;

CREATE TRIGGER catalog_formation_terms_insert AFTER INSERT ON catalog_formations
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION declic_formation_terms_added();
CREATE TRIGGER catalog_formation_terms_update AFTER UPDATE ON catalog_formations FOR EACH ROW
  WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector OR OLD.sort_key IS DISTINCT FROM NEW.sort_key)
  EXECUTE FUNCTION declic_formation_terms_rewritten();
CREATE TRIGGER catalog_formation_terms_delete AFTER DELETE ON catalog_formations
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION declic_formation_terms_removed();
CREATE TRIGGER catalog_formation_terms_truncate AFTER TRUNCATE ON catalog_formations
  FOR EACH STATEMENT EXECUTE FUNCTION declic_formation_terms_emptied();

INSERT INTO catalog_formation_terms (term, formation_id, rank, sort_key)
SELECT t.term, f.id, t.rank, f.sort_key FROM catalog_formations f, declic_terms(f.search_vector) t;
