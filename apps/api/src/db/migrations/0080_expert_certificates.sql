-- Level 29: the « Expert de l’orientation » certificate, one per student. Its code is the public
-- verification link; the first name is kept as it was when issued, the only personal data shown.
CREATE TABLE expert_certificates (
  code text PRIMARY KEY,
  user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  first_name text NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now()
);
