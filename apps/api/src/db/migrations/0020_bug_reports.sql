-- Bug reports sent from the app shell's "Signaler un bug" modal (spec section 2). Kept even when
-- the e-mail to the support address fails; mailed_at says whether it left.
CREATE TABLE bug_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  email text,
  title text NOT NULL DEFAULT '',
  description text NOT NULL,
  location text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT '',
  mailed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bug_reports_created_at_idx ON bug_reports (created_at DESC);
