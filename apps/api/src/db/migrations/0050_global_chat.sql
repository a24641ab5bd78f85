-- Global student chat. The author's e-mail is not copied here: minors appear by display name.
-- A bigint identity gives a total order, so a reconnecting client resumes "after id N".
CREATE TABLE global_chat (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  hidden_at timestamptz,
  hidden_by uuid REFERENCES users (id) ON DELETE SET NULL
);

-- 'Signaler': one report per message and reporter, kept for staff review.
CREATE TABLE chat_reports (
  message_id bigint NOT NULL REFERENCES global_chat (id) ON DELETE CASCADE,
  reporter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (message_id, reporter_id)
);
