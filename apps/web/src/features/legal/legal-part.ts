import type { ReactNode } from 'react';

/** One numbered article of a legal document, with the anchor the table of contents points to. */
export interface LegalArticle {
  id: string;
  title: string;
  content: ReactNode;
}

/** A legal document (or a part of one, like the CGU): a title and its articles. */
export interface LegalPart {
  id: string;
  title: string;
  articles: readonly LegalArticle[];
}
