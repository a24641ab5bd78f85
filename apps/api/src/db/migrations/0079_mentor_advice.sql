-- Level 27: one advice per student for those who start, shown on the « Conseils d’anciens »
-- wall only once the staff published it (signed with the first name and last initial).
CREATE TABLE mentor_advice (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  topic text NOT NULL,
  text text NOT NULL,
  status text NOT NULL DEFAULT 'en_attente' CHECK (status IN ('en_attente', 'publie', 'refuse', 'retire')),
  moderation_reason text,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  moderated_at timestamptz,
  moderated_by uuid REFERENCES users (id) ON DELETE SET NULL
);

CREATE INDEX mentor_advice_status_idx ON mentor_advice (status, moderated_at DESC);
