-- The blog's articles, written by the staff in the staff area (drafts and published ones).
-- The three first articles are copied here from the code the first time the server starts.
CREATE TABLE blog_articles (
  slug text PRIMARY KEY CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text NOT NULL,
  description text NOT NULL,
  category text NOT NULL CHECK (category IN ('Futur du travail', 'Méthodologie', 'Vie familiale')),
  published_at date NOT NULL,
  status text NOT NULL CHECK (status IN ('brouillon', 'publie')),
  -- ArticleBody: sections (heading, paragraphs, list), key points, the editors' to-do list.
  body jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL
);
