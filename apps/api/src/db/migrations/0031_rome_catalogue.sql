-- The métiers catalogue the orientation engine ranks: ROME 4.0 fiches (France Travail), their
-- appellations and centres d'intérêt, and the ONISEP fiches métiers for study paths. Filled by
-- `npm run import -- rome onisep`; on a machine without data, by our demo seed (source 'demo').
CREATE TABLE rome_metiers (
  code_rome text PRIMARY KEY,
  code_ogr text,
  libelle text NOT NULL,
  riasec_majeur text NOT NULL CHECK (riasec_majeur IN ('R', 'I', 'A', 'S', 'E', 'C')),
  riasec_mineur text CHECK (riasec_mineur IN ('R', 'I', 'A', 'S', 'E', 'C')),
  code_grand_domaine text,
  libelle_grand_domaine text,
  code_domaine text NOT NULL,
  libelle_domaine text,
  definition text NOT NULL DEFAULT '',
  acces_metier text NOT NULL DEFAULT '',
  code_rome_parent text,
  transition_eco text,
  -- The fiche's core skills (labels), most central first.
  key_skills jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- Every savoir-faire: [{codeOgr, libelle, coeurMetier}].
  savoir_faire jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- How many skills fall under each RIASEC letter, from the macro-competences' codes: {"R": 12.5, …}.
  skill_riasec jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- [{code, principal}] with the France Travail centre d'intérêt codes.
  centres_interet jsonb NOT NULL DEFAULT '[]'::jsonb,
  source text NOT NULL DEFAULT 'rome' CHECK (source IN ('rome', 'demo')),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rome_metiers_source_idx ON rome_metiers (source);

CREATE TABLE rome_appellations (
  code_ogr text PRIMARY KEY,
  code_rome text NOT NULL REFERENCES rome_metiers (code_rome) ON DELETE CASCADE,
  libelle text NOT NULL,
  libelle_court text,
  principale boolean NOT NULL DEFAULT false
);
CREATE INDEX rome_appellations_code_rome_idx ON rome_appellations (code_rome);

CREATE TABLE rome_centres_interet (
  code text PRIMARY KEY,
  libelle text NOT NULL,
  definition text NOT NULL DEFAULT ''
);

CREATE TABLE onisep_metiers (
  id text PRIMARY KEY,
  libelle text NOT NULL,
  libelle_feminin text,
  libelle_masculin text,
  -- ROME v3 codes the fiche points to (ROME 4.0 codes or their code_rome_parent).
  rome_codes jsonb NOT NULL DEFAULT '[]'::jsonb,
  niveau_acces_min text,
  -- [{id, libelle}] minimum formations (ids FOR.xxx).
  formations jsonb NOT NULL DEFAULT '[]'::jsonb,
  salaire_debutant text,
  acces_metier text,
  accroche text,
  centres_interet jsonb NOT NULL DEFAULT '[]'::jsonb,
  url text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
