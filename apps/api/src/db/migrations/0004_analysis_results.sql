-- Personal analyses: the orientation analysis (RIASEC) and the level-4 personality analysis.
-- `results` keeps the spec's field names (personalityType, jobRecommendations, studyRecommendations…).
CREATE TABLE analysis_results (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  questionnaire_type text NOT NULL DEFAULT 'orientation',
  results jsonb NOT NULL,
  share_image_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analysis_results_user_idx ON analysis_results (user_id, questionnaire_type, created_at DESC);
