-- Finding the ROME fiche a free-text job title names ("développeuse web", "infirmiere") by
-- trigrams on folded labels: lowercase, no accents, only letters and digits between spaces.
-- The search path is pinned: index builds run with a restricted one.
CREATE FUNCTION declic_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  SET search_path FROM CURRENT
  AS $$ SELECT trim(regexp_replace(declic_unaccent(lower($1)), '[^a-z0-9]+', ' ', 'g')) $$;

CREATE INDEX rome_metiers_libelle_trgm_idx ON rome_metiers USING gin (declic_fold(libelle) gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX rome_appellations_libelle_trgm_idx ON rome_appellations USING gin (declic_fold(libelle) gin_trgm_ops) WITH (fastupdate = off);
