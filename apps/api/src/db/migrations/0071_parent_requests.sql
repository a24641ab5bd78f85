-- A parent pays for a minor (docs/decisions/payments.md, « Un parent paie »). The link's token
-- is stored hashed; the consent is kept as given: when, by which address, which text version.
CREATE TABLE parent_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  student_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  parent_email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  sends integer NOT NULL DEFAULT 1,
  last_sent_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  consented_at timestamptz,
  consent_version text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Which Checkout sessions a parent opened (null: the student paid).
ALTER TABLE payments ADD COLUMN parent_request_id uuid REFERENCES parent_requests (id) ON DELETE SET NULL;
