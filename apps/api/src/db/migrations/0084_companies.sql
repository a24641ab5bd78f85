-- The company space: an organisation behind a company account, its postings (offers, published
-- in the offers catalogue once the staff approve them, and « rencontres métier ») and the
-- applications and bookings students send to them.
CREATE TABLE companies (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  organisation text NOT NULL,
  siret text NOT NULL CHECK (siret ~ '^[0-9]{14}$'),
  contact_first_name text NOT NULL,
  contact_last_name text NOT NULL,
  sector text NOT NULL,
  street text NOT NULL,
  postal_code text NOT NULL,
  city text NOT NULL,
  department text NOT NULL,
  suspended_at timestamptz,
  suspension_reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE company_offers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (user_id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('stage', 'alternance', 'emploi', 'job-ete', 'rencontre')),
  title text NOT NULL,
  description text NOT NULL,
  city text NOT NULL,
  department text NOT NULL,
  starts_on date NOT NULL,
  ends_on date,
  hours_per_week integer,
  -- A « rencontre métier » only: video or on site, its hour on starts_on, its places.
  meeting_mode text CHECK (meeting_mode IN ('visio', 'sur_place')),
  meeting_time text CHECK (meeting_time ~ '^[0-2][0-9]:[0-5][0-9]$'),
  places integer CHECK (places BETWEEN 1 AND 10),
  status text NOT NULL DEFAULT 'en_attente' CHECK (status IN ('en_attente', 'publiee', 'refusee', 'fermee')),
  refusal_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_offers_company_idx ON company_offers (company_id, created_at DESC);
CREATE INDEX company_offers_pending_idx ON company_offers (created_at) WHERE status = 'en_attente';

-- A copy of what the student chose to send, taken when they applied: the company never reads
-- their profile, CV or letters themselves.
CREATE TABLE company_applications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  offer_id integer NOT NULL REFERENCES company_offers (id) ON DELETE CASCADE,
  student_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  first_name text NOT NULL,
  message text NOT NULL,
  cv jsonb,
  letter text,
  email text,
  status text NOT NULL DEFAULT 'envoyee' CHECK (status IN ('envoyee', 'acceptee', 'refusee')),
  company_message text,
  -- The last « no news for 7 days » reminder (company and student), so each silence is told once a week.
  reminded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (offer_id, student_id)
);
CREATE INDEX company_applications_student_idx ON company_applications (student_id, updated_at DESC);

-- A student tells the staff something is wrong with a company (through one of its postings).
CREATE TABLE company_reports (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (user_id) ON DELETE CASCADE,
  offer_id integer REFERENCES company_offers (id) ON DELETE SET NULL,
  offer_title text NOT NULL,
  student_id uuid REFERENCES users (id) ON DELETE SET NULL,
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz
);
CREATE INDEX company_reports_open_idx ON company_reports (created_at) WHERE closed_at IS NULL;
-- One open report per student and company: a second one adds to the first (no flooding the queue).
CREATE UNIQUE INDEX company_reports_open_key ON company_reports (company_id, student_id) WHERE closed_at IS NULL;
