-- Search extensions used by the catalogues (accent-insensitive and fuzzy matching).
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;
