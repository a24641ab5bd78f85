-- Each student's personal list of formations and offers picked from the catalogues.
CREATE TABLE catalog_saved_items (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_type text NOT NULL CHECK (item_type IN ('formation', 'offre')),
  item_id text NOT NULL,
  saved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, item_type, item_id)
);
