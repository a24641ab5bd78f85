import { typographieFr } from '../format/typography';

export interface ArticleSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

/** An article's body: its text, the side card's key points, and the editors' to-do list. */
export interface ArticleBody {
  sections: ArticleSection[];
  keyPoints: string[];
  editorialTodo: string[];
}

/** Applies French spacing (before ; : ! ? and inside « ») to every string of an article. */
export function defineArticle(body: ArticleBody): ArticleBody {
  const fr = (texts: string[]) => texts.map(typographieFr);
  return {
    sections: body.sections.map((section) => ({
      heading: typographieFr(section.heading),
      paragraphs: fr(section.paragraphs),
      list: section.list ? fr(section.list) : undefined,
    })),
    keyPoints: fr(body.keyPoints),
    editorialTodo: fr(body.editorialTodo),
  };
}

/** Words of the article's running text (headings, paragraphs, lists). */
export function articleWordCount(body: ArticleBody): number {
  const text = body.sections
    .flatMap((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])])
    .join(' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Reading time at about 200 words a minute, at least one minute. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / 200));
}
