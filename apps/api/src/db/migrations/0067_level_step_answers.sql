-- Answers of the level engine's steps (levels 2, 3 and 6 on): one row per student, level and
-- step, kept even when it does not pass yet so nothing typed is lost. `passed` is the server's
-- own check; a level completes only when every answered step of its definition has passed.
CREATE TABLE level_step_answers (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  level smallint NOT NULL CHECK (level BETWEEN 1 AND 50),
  step_id text NOT NULL CHECK (char_length(step_id) BETWEEN 1 AND 60),
  answer jsonb NOT NULL,
  passed boolean NOT NULL,
  result jsonb,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, level, step_id)
);
