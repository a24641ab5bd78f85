-- Levels a teacher assigns to a class with a due date (issue 47): one per level and class; the
-- class deleted takes them with it.
CREATE TABLE classroom_assignments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  classroom_id uuid NOT NULL REFERENCES classrooms (id) ON DELETE CASCADE,
  level smallint NOT NULL CHECK (level BETWEEN 1 AND 50),
  due_on date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (classroom_id, level)
);
CREATE INDEX classroom_assignments_due_idx ON classroom_assignments (due_on);

-- What each student was told of an assignment: once it is assigned, then each reminder, at most
-- once each (the unique key is what makes a second pass of the job send nothing). Tied to the
-- membership, so leaving the class takes them; the student's id makes them part of the export.
CREATE TABLE classroom_assignment_notices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  assignment_id uuid NOT NULL REFERENCES classroom_assignments (id) ON DELETE CASCADE,
  membership_id uuid NOT NULL REFERENCES classroom_memberships (id) ON DELETE CASCADE,
  student_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('assignee', 'rappel_3j', 'rappel_veille')),
  sent_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (assignment_id, student_id, kind)
);
CREATE INDEX classroom_assignment_notices_membership_idx ON classroom_assignment_notices (membership_id);
CREATE INDEX classroom_assignment_notices_student_idx ON classroom_assignment_notices (student_id);
