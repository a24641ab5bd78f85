-- The words of offer titles (folded), with how many offers use them: a small table to correct
-- a misspelt search word by trigram similarity instead of scanning a million titles.
CREATE TABLE catalog_offres_vocabulary (
  word text PRIMARY KEY,
  offres integer NOT NULL
);
CREATE INDEX catalog_offres_vocabulary_trgm_idx ON catalog_offres_vocabulary USING gin (word gin_trgm_ops);
-- The vocabulary replaces the trigram index over every title.
DROP INDEX catalog_offres_trgm_idx;
