-- A bug report belongs to the person who sent it: deleting the account deletes it too (it kept
-- the e-mail and the description before, with user_id set to null).
ALTER TABLE bug_reports DROP CONSTRAINT bug_reports_user_id_fkey;
ALTER TABLE bug_reports ADD CONSTRAINT bug_reports_user_id_fkey
  FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE;
