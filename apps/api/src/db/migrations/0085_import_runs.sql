-- Every run of a catalogue importer, from the command line or the staff area: when, which
-- source, what it read, imported and refused (with the reasons), or why it failed.
CREATE TABLE import_runs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  importer text NOT NULL,
  via text NOT NULL CHECK (via IN ('cli', 'api')),
  started_by uuid REFERENCES users (id) ON DELETE SET NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  status text NOT NULL DEFAULT 'en_cours' CHECK (status IN ('en_cours', 'reussi', 'echoue')),
  read_count integer,
  imported_count integer,
  rejected_count integer,
  rejections jsonb NOT NULL DEFAULT '[]'::jsonb,
  error text
);
CREATE INDEX import_runs_started_idx ON import_runs (started_at DESC);
-- One run of an importer at a time.
CREATE UNIQUE INDEX import_runs_running_key ON import_runs (importer) WHERE status = 'en_cours';
