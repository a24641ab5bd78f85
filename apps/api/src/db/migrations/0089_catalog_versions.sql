-- A counter per catalogue, moved by every statement that changes it (import, staff edit, demo
-- seed): an API instance that keeps an index of the catalogue in memory compares it with the
-- number it was built from, so every instance sees a change at its next search.
CREATE TABLE catalog_versions (
  catalogue text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO catalog_versions (catalogue) VALUES ('formations');

CREATE FUNCTION declic_formations_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE catalog_versions SET version = version + 1 WHERE catalogue = 'formations';
  RETURN NULL;
END
$$;

CREATE TRIGGER catalog_formations_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalog_formations
  FOR EACH STATEMENT EXECUTE FUNCTION declic_formations_changed();
