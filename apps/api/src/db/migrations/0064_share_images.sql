-- The latest level 4 story image of each student (POST /api/analysis/share-image).
-- The PNG lives in DATA_DIR/uploads/share-images/<file_name>; the random name is the only key to read it.
CREATE TABLE share_images (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  questionnaire_type text NOT NULL DEFAULT 'mbti',
  file_name text NOT NULL UNIQUE,
  byte_size integer NOT NULL CHECK (byte_size > 0),
  source text NOT NULL DEFAULT 'niveau4',
  updated_at timestamptz NOT NULL DEFAULT now()
);
