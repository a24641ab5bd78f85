-- The dated figures of work and money (Smic, apprentice pay, young workers' hours…): the code
-- holds the value checked when it was written; a row here is the staff's newer value. Each
-- change keeps the version it replaced in dated_figure_history (levels 31 to 50).
CREATE TABLE dated_figures (
  id text PRIMARY KEY,
  value jsonb NOT NULL,
  applies_from date NOT NULL,
  review_by date NOT NULL,
  source_label text NOT NULL,
  source_url text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  CHECK (review_by > applies_from)
);

CREATE TABLE dated_figure_history (
  id bigserial PRIMARY KEY,
  figure_id text NOT NULL,
  value jsonb NOT NULL,
  applies_from date NOT NULL,
  review_by date NOT NULL,
  source_label text NOT NULL,
  source_url text NOT NULL,
  reason text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now(),
  changed_by uuid REFERENCES users (id) ON DELETE SET NULL
);

CREATE INDEX dated_figure_history_figure_idx ON dated_figure_history (figure_id, changed_at DESC);
