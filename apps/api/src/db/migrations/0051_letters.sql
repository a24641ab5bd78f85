-- Cover letters, saved so the student finds them again under 'Mes lettres'.
CREATE TABLE letters (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  target_type text NOT NULL CHECK (target_type IN ('metier', 'formation')),
  target text NOT NULL,
  style text NOT NULL CHECK (style IN ('sobre', 'enthousiaste', 'professionnel')),
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX letters_user_idx ON letters (user_id, created_at DESC);
