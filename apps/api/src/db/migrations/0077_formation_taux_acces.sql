-- Level 19 (« stratégie de vœux ») labels each wish rêve, ambitieux or sûr from its real access
-- rate on Parcoursup. Written by the parcoursup-acces importer on the formations it matches for
-- sure; NULL when unknown. The session is the Parcoursup year, the source the file it came from.
ALTER TABLE catalog_formations
  ADD COLUMN taux_acces real CHECK (taux_acces >= 0 AND taux_acces <= 100),
  ADD COLUMN taux_acces_session text,
  ADD COLUMN taux_acces_source text;
