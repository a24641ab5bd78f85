-- Sessions: opaque refresh tokens, stored hashed, rotated on every use. A family is one sign-in
-- on one device; replaying a rotated token revokes the whole family (reuse detection).
CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  family_expires_at timestamptz NOT NULL,
  rotated_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

-- Single-use links sent by e-mail: address confirmation ('confirm') and password reset ('recovery').
CREATE TABLE email_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('confirm', 'recovery')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_tokens_user_idx ON email_tokens (user_id, purpose);

-- Answers given along the levels' conversations (POST /api/users/profile/extra-info).
CREATE TABLE profile_extra_info (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  question_id integer NOT NULL,
  question_text text NOT NULL,
  answer_text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX profile_extra_info_user_idx ON profile_extra_info (user_id, created_at);

-- Retention (3 years after last activity): when the warning e-mail went out.
ALTER TABLE users ADD COLUMN inactivity_warned_at timestamptz;
CREATE INDEX users_last_active_idx ON users (last_active_at);
