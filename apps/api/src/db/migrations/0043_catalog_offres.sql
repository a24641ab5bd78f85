-- Job offers (France Travail Offres d'emploi v2, demo). `id` is France Travail's own id.
-- The free-text description is not kept: the offer's page at France Travail shows it.
CREATE TABLE catalog_offres (
  id text PRIMARY KEY,
  source text NOT NULL,
  intitule text NOT NULL,
  rome_code text,
  rome_libelle text,
  appellation_libelle text,
  type_contrat text,
  type_contrat_libelle text,
  alternance boolean NOT NULL DEFAULT false,
  lieu_travail_libelle text,
  lieu_travail_latitude double precision,
  lieu_travail_longitude double precision,
  code_postal text,
  code_commune text,
  code_departement text,
  entreprise_nom text,
  entreprise_logo text,
  secteur_activite_libelle text,
  origine_offre_url_origine text,
  contact_url_postulation text,
  competences text[] NOT NULL DEFAULT '{}',
  date_creation timestamptz NOT NULL,
  date_actualisation timestamptz,
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('declic_fr', intitule), 'A') ||
    setweight(to_tsvector('declic_fr', coalesce(rome_libelle, '') || ' ' || coalesce(appellation_libelle, '')), 'B') ||
    setweight(to_tsvector('declic_fr', coalesce(secteur_activite_libelle, '') || ' ' || coalesce(rome_code, '')), 'C')
  ) STORED
);
-- No GIN pending list (see 0042).
CREATE INDEX catalog_offres_search_idx ON catalog_offres USING gin (search_vector) WITH (fastupdate = off);
-- Newest first, carrying what the filters read: a text search walks this index alone (an
-- index-only scan, no table reads) until it has a page of matches.
CREATE INDEX catalog_offres_date_idx ON catalog_offres (date_creation DESC, id DESC)
  INCLUDE (search_vector, type_contrat, alternance);
CREATE INDEX catalog_offres_contrat_idx ON catalog_offres (type_contrat, date_creation DESC, id DESC);
CREATE INDEX catalog_offres_rome_idx ON catalog_offres (rome_code, date_creation DESC, id DESC);
CREATE INDEX catalog_offres_alternance_idx ON catalog_offres (date_creation DESC, id DESC) WHERE alternance;
