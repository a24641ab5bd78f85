-- The dates of the school year every student shares (Parcoursup phases…), entered by the staff
-- with their session and official source (level 20). A date past review_by is shown « à vérifier ».
CREATE TABLE key_dates (
  id text PRIMARY KEY,
  session text NOT NULL,
  label text NOT NULL,
  starts_on date NOT NULL,
  ends_on date,
  source_label text NOT NULL,
  source_url text NOT NULL,
  review_by date,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  CHECK (ends_on IS NULL OR ends_on >= starts_on)
);

CREATE INDEX key_dates_upcoming_idx ON key_dates (coalesce(ends_on, starts_on));
