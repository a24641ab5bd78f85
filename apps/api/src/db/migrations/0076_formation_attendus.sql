-- The national « attendus » Parcoursup publishes per diploma mention (level 18, « projet de
-- formation motivé »), read from the ONISEP formation fiches, or written by the team for the demo
-- catalogue. One row per mention; mention_key is computed from the names (mention-key.ts).
CREATE TABLE formation_attendus (
  mention_key text PRIMARY KEY,
  libelle text NOT NULL,
  attendus text[] NOT NULL,
  source text NOT NULL,
  source_id text,
  source_url text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The mention whose attendus apply to a catalogue formation; NULL when none is known for sure.
ALTER TABLE catalog_formations
  ADD COLUMN attendus_key text REFERENCES formation_attendus (mention_key) ON DELETE SET NULL;

CREATE INDEX catalog_formations_attendus_idx ON catalog_formations (attendus_key)
  WHERE attendus_key IS NOT NULL;
