-- Public read-only links to a student's results (/partage/{token}); the student lists and
-- deletes them, and a deleted link leads nowhere. The token is kept as it is, not hashed: the
-- link is made to be given away, and the student must be able to copy it again from the profile.
CREATE TABLE share_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE,
  views integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX share_links_user_idx ON share_links (user_id, created_at);
