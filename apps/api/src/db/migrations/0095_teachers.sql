-- The teachers' accounts (issue 47): a third profile type, and what a teacher's account adds to
-- the user and its profile: the establishment chosen by UAI (name, town and département copied
-- from the catalogue at sign-up, so a later import cannot change whom the staff approved) and
-- whether the space is open. An academic address is `active` from the start (it still needs its
-- confirmation to sign in); any other address waits for the staff.
ALTER TABLE users DROP CONSTRAINT users_profile_type_check;
ALTER TABLE users ADD CONSTRAINT users_profile_type_check
  CHECK (profile_type IN ('student', 'company', 'teacher'));

CREATE TABLE teachers (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  uai text NOT NULL CHECK (uai ~ '^[0-9]{7}[A-Z]$'),
  establishment_name text NOT NULL,
  establishment_town text,
  establishment_department text,
  academic_email boolean NOT NULL,
  status text NOT NULL CHECK (status IN ('active', 'pending_approval', 'suspended')),
  status_reason text,
  status_changed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The staff's list: the accounts waiting, oldest first.
CREATE INDEX teachers_status_idx ON teachers (status, created_at);

-- The establishment search reads the schools of the formations catalogue by UAI.
CREATE INDEX catalog_formations_etab_uai_idx ON catalog_formations (etab_uai) WHERE etab_uai IS NOT NULL;
