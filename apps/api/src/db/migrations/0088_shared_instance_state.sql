-- What several API instances behind one proxy must share instead of keeping in memory or on disk.

-- Attempts per key (route, IP, e-mail) in a fixed window: every instance counts in the same row.
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_expires_idx ON rate_limit_counters (expires_at);

-- Uploaded files (story images) when no S3-compatible storage is configured.
CREATE TABLE stored_files (
  key text PRIMARY KEY,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  byte_size integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The last start of each scheduled job: one instance claims a run, the others skip it.
CREATE TABLE scheduled_job_runs (
  job text PRIMARY KEY,
  last_started_at timestamptz NOT NULL,
  instance text NOT NULL
);
