-- What a parent is asked by e-mail (docs/decisions/parents.md): to pay for a minor
-- (purpose 'paiement'), or to allow a student under 15 to use Déclic (purpose 'inscription').
-- The link's token is stored hashed; the consent is kept as given: when, which text version.
CREATE TABLE parent_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  student_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('paiement', 'inscription')),
  parent_email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  sends integer NOT NULL DEFAULT 1,
  last_sent_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  reminders integer NOT NULL DEFAULT 0,
  consented_at timestamptz,
  consent_version text,
  withdrawn_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_id, purpose)
);

-- Which Checkout sessions a parent opened (null: the student paid).
ALTER TABLE payments ADD COLUMN parent_request_id uuid REFERENCES parent_requests (id) ON DELETE SET NULL;
