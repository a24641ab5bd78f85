-- The words of each catalogue (folded), with how many rows use them: a small table to correct
-- a misspelt search word by trigram similarity, instead of fuzzy-matching every row.
CREATE TABLE catalog_vocabulary (
  catalogue text NOT NULL CHECK (catalogue IN ('formations', 'offres')),
  word text NOT NULL,
  occurrences integer NOT NULL,
  PRIMARY KEY (catalogue, word)
);
CREATE INDEX catalog_vocabulary_trgm_idx ON catalog_vocabulary USING gin (word gin_trgm_ops) WITH (fastupdate = off);
