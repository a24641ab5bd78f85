-- Accounts: one row per person, the profile they fill in, and server-side secrets.
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  password_hash text,
  email_confirmed_at timestamptz,
  profile_type text NOT NULL DEFAULT 'student' CHECK (profile_type IN ('student', 'company')),
  is_staff boolean NOT NULL DEFAULT false,
  is_paid boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_active_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE profiles (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  first_name text,
  last_name text,
  age integer,
  gender text,
  department text,
  school text,
  phone_number text,
  avatar_json jsonb,
  avatar_url text,
  home_preference text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
