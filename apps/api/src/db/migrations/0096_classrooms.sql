-- A teacher's classes (issue 47) and the students who joined them. The join code is stored as the
-- class shows it (without its dash): the teacher reads it again to project it. An archived class
-- keeps its students' list but no code. A teacher's account deleted takes their classes with it;
-- a student's account deleted takes their memberships.
CREATE TABLE classrooms (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  teacher_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  grade text NOT NULL CHECK (grade IN ('seconde', 'premiere', 'terminale', 'cap_bac_pro', 'bts')),
  school_year text NOT NULL CHECK (school_year ~ '^[0-9]{4}-[0-9]{4}$'),
  join_code text UNIQUE,
  join_code_expires_at timestamptz,
  archived_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((join_code IS NULL) = (join_code_expires_at IS NULL))
);
CREATE INDEX classrooms_teacher_idx ON classrooms (teacher_id, created_at);

-- One line per student and class; each of the four sharing switches starts off.
CREATE TABLE classroom_memberships (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  classroom_id uuid NOT NULL REFERENCES classrooms (id) ON DELETE CASCADE,
  student_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  share_metiers boolean NOT NULL DEFAULT false,
  share_formations boolean NOT NULL DEFAULT false,
  share_parcoursup boolean NOT NULL DEFAULT false,
  share_road_map boolean NOT NULL DEFAULT false,
  joined_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (classroom_id, student_id)
);
CREATE INDEX classroom_memberships_student_idx ON classroom_memberships (student_id);
