-- The class licence (issue 47, item 7; docs/decisions/teachers.md, « Licence de classe »).

-- The price per student and per school year the staff set, in cents (EUR), from a date on. Each
-- change is a new line: the price in force is the last one whose date has come. No line, no offer.
CREATE TABLE class_licence_prices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  amount_cents integer NOT NULL CHECK (amount_cents BETWEEN 1 AND 100000),
  applies_from date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX class_licence_prices_from_idx ON class_licence_prices (applies_from, created_at);

-- One line per Checkout session opened for a class. The class or its teacher deleted, the line
-- stays (what was paid, and the access it gives its students until the end of the school year).
CREATE TABLE class_licences (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  classroom_id uuid REFERENCES classrooms (id) ON DELETE SET NULL,
  teacher_id uuid REFERENCES users (id) ON DELETE SET NULL,
  checkout_session_id text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'en_attente' CHECK (status IN ('en_attente', 'payee')),
  unit_amount_cents integer NOT NULL,
  student_count integer NOT NULL CHECK (student_count >= 1),
  school_year text NOT NULL CHECK (school_year ~ '^[0-9]{4}-[0-9]{4}$'),
  valid_until timestamptz NOT NULL,
  customer_id text,
  payment_intent_id text,
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX class_licences_classroom_idx ON class_licences (classroom_id, valid_until);

-- The paid levels a licence gives one student, until the end of its school year (1 September,
-- 00:00, Paris). Leaving the class keeps the line; deleting the account removes it.
CREATE TABLE class_licence_grants (
  licence_id uuid NOT NULL REFERENCES class_licences (id) ON DELETE CASCADE,
  student_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  valid_until timestamptz NOT NULL,
  granted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (licence_id, student_id)
);
CREATE INDEX class_licence_grants_student_idx ON class_licence_grants (student_id, valid_until);
