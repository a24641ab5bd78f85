-- Where each student stands in the 50 levels, and the answers they gave to questionnaires.
CREATE TABLE progression (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  level integer NOT NULL DEFAULT 1 CHECK (level BETWEEN 1 AND 50),
  xp integer NOT NULL DEFAULT 0 CHECK (xp >= 0),
  quests jsonb NOT NULL DEFAULT '[]'::jsonb,
  perks jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- questionnaire_type: 'orientation' (RIASEC), 'mbti' (level 4), 'niveau5' (English test)…
CREATE TABLE questionnaire_answers (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  questionnaire_type text NOT NULL DEFAULT 'orientation',
  question_id integer NOT NULL,
  answer text NOT NULL,
  answered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, questionnaire_type, question_id)
);
