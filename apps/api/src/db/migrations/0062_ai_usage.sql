-- Calls to the AI provider per student and per day (Paris time), for the per-user daily quota
-- and the global daily budget (AI_DAILY_USER_QUOTA, AI_DAILY_GLOBAL_BUDGET). The offline
-- engine is free and not counted. Rows older than a week are deleted as new calls come in.
CREATE TABLE ai_usage (
  day date NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  calls integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, user_id)
);
