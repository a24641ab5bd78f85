-- The rest of each ROME 4.0 fiche the level engine reads: its savoir-être (level 12 compares
-- them with the student's self-assessment) and its work contexts (level 6 shows them on the
-- sheet). Filled by `npm run import -- rome`; empty for the demo métiers.
ALTER TABLE rome_metiers
  -- Every savoir-être: [{codeOgr, libelle, coeurMetier}].
  ADD COLUMN savoir_etre jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- Hours, places, conditions, status…: [{libelle, type}], type being the ROME's heading.
  ADD COLUMN contextes_travail jsonb NOT NULL DEFAULT '[]'::jsonb;
