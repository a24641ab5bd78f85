-- Every action of the staff on an account or a message (who, what, when, why). The staff member
-- and the account may be deleted later: the entry stays, without them (retention of the log:
-- docs/decisions.md).
CREATE TABLE staff_audit (
  id bigserial PRIMARY KEY,
  staff_id uuid REFERENCES users (id) ON DELETE SET NULL,
  via text NOT NULL CHECK (via IN ('api', 'cli')),
  action text NOT NULL,
  target_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX staff_audit_created_idx ON staff_audit (created_at DESC);
