-- Each API instance remembers the token version of the accounts it serves (plugins/auth.ts).
-- The application announces every end of sessions on the `session_ends` channel; this trigger
-- announces it too when a version changes or an account disappears by any other path (a purge,
-- a statement typed by hand), so that no instance keeps accepting a token it should refuse.
CREATE FUNCTION announce_session_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_ends', json_build_object('userId', OLD.id)::text);
  RETURN NULL;
END;
$$;

CREATE TRIGGER users_session_ends_on_version
  AFTER UPDATE OF token_version ON users
  FOR EACH ROW WHEN (OLD.token_version IS DISTINCT FROM NEW.token_version)
  EXECUTE FUNCTION announce_session_end();

CREATE TRIGGER users_session_ends_on_delete
  AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION announce_session_end();
