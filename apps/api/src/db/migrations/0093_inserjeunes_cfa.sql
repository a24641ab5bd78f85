-- What becomes of apprentices, per CFA (InserJeunes, DEPP–DARES): the latest two cumulated years
-- the source publishes for each CFA, rates in % (0–100), NULL where the cohort is too small to be
-- published. Written by the inserjeunes importer, keyed on the CFA's UAI.
CREATE TABLE inserjeunes_cfa (
  uai text PRIMARY KEY,
  libelle text NOT NULL,
  region text,
  millesimes text NOT NULL,
  taux_emploi_6_mois real CHECK (taux_emploi_6_mois BETWEEN 0 AND 100),
  taux_emploi_12_mois real CHECK (taux_emploi_12_mois BETWEEN 0 AND 100),
  taux_poursuite_etudes real CHECK (taux_poursuite_etudes BETWEEN 0 AND 100),
  taux_emploi_6_mois_attendu real CHECK (taux_emploi_6_mois_attendu BETWEEN 0 AND 100),
  valeur_ajoutee_emploi_6_mois real CHECK (valeur_ajoutee_emploi_6_mois BETWEEN -100 AND 100),
  source text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The figures of the formation's CFA as the catalogue item carries them (devenirApprentisSchema
-- in packages/domain), copied by the same importer onto the formations whose school has the
-- CFA's UAI: the searches read one more column instead of joining. NULL without figures.
ALTER TABLE catalog_formations ADD COLUMN devenir_apprentis jsonb;
