-- INSEE administrative geography (COG): régions, départements, communes, for location filters.
-- `nom_recherche` is the name folded by the app (no accents, case, hyphens or leading article).
CREATE TABLE geo_regions (
  code text PRIMARY KEY,
  nom text NOT NULL,
  nom_recherche text NOT NULL
);
CREATE INDEX geo_regions_nom_idx ON geo_regions (nom_recherche text_pattern_ops);

CREATE TABLE geo_departements (
  code text PRIMARY KEY,
  code_region text NOT NULL,
  nom text NOT NULL,
  nom_recherche text NOT NULL
);
CREATE INDEX geo_departements_nom_idx ON geo_departements (nom_recherche text_pattern_ops);

CREATE TABLE geo_communes (
  type text NOT NULL,
  code text NOT NULL,
  code_departement text,
  code_region text,
  nom text NOT NULL,
  nom_recherche text NOT NULL,
  code_parent text,
  PRIMARY KEY (type, code)
);
CREATE INDEX geo_communes_nom_idx ON geo_communes (nom_recherche text_pattern_ops);
