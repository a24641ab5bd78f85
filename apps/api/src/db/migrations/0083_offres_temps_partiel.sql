-- Level 45 (job étudiant) looks for part-time offers: France Travail says « Temps partiel » or
-- « Temps plein », and the weekly hours when it gives them. NULL when the source does not say.
ALTER TABLE catalog_offres ADD COLUMN temps_partiel boolean;
ALTER TABLE catalog_offres ADD COLUMN heures_hebdo real;
CREATE INDEX catalog_offres_temps_partiel_idx ON catalog_offres (code_departement, date_creation DESC)
  WHERE temps_partiel;
