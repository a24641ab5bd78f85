-- Salaries for the job sheets and the advisor: ONISEP's "salaire du débutant" per ONISEP métier
-- (with its ROME v3 codes), DARES median net monthly salary per FAP, and the DARES FAP225 ↔ ROME v3
-- bridge. A ROME 4.0 fiche reaches them through its code or its code_rome_parent.
-- Filled by `npm run import -- salaires`.
CREATE TABLE salaires_onisep (
  id_onisep text PRIMARY KEY,
  nom_metier text NOT NULL,
  -- ROME v3 codes of the ONISEP métier.
  rome_codes text[] NOT NULL DEFAULT '{}',
  niveau_acces_min text,
  -- ONISEP's own text, to be shown as written (amounts are brut or net, monthly or yearly).
  salaire_debutant text NOT NULL,
  url text
);
CREATE INDEX salaires_onisep_rome_idx ON salaires_onisep USING gin (rome_codes);

CREATE TABLE salaires_dares_fap (
  fap text NOT NULL,
  -- Years the median covers, e.g. '2017-2019'.
  periode text NOT NULL,
  -- Median net monthly salary in euros (full-time employees, apprentices and interns excluded).
  salaire_median integer NOT NULL,
  libelle text,
  PRIMARY KEY (fap, periode)
);

CREATE TABLE salaires_dares_fap_rome (
  fap text NOT NULL,
  rome_v3 text NOT NULL,
  PRIMARY KEY (fap, rome_v3)
);
CREATE INDEX salaires_dares_fap_rome_rome_idx ON salaires_dares_fap_rome (rome_v3);
