import { describe, expect, it } from 'vitest';
import { ARTICLE_BODIES } from './articles';
import { articleWordCount, readingMinutes } from './blog-article';
import { BLOG_POSTS, findPost } from './blog-posts';

describe('articles du blog', () => {
  it('publie les trois brouillons de la spécification, un par catégorie', () => {
    expect(BLOG_POSTS.map((post) => post.slug)).toEqual([
      'explorer-metiers-demain',
      'questionnaire-orientation-premiers-pas',
      'accompagner-parents',
    ]);
    expect(BLOG_POSTS.map((post) => post.category)).toEqual([
      'Futur du travail',
      'Méthodologie',
      'Vie familiale',
    ]);
  });

  it.each(BLOG_POSTS.map((post) => [post.slug, post] as const))(
    '%s a un vrai texte de plus de 300 mots, un temps de lecture juste et une liste de tâches',
    (slug, post) => {
      const body = ARTICLE_BODIES[slug];
      expect(body).toBeDefined();
      if (!body) return;
      const words = articleWordCount(body);
      expect(words).toBeGreaterThanOrEqual(300);
      expect(post.readingTime).toBe(readingMinutes(words));
      expect(body.editorialTodo.length).toBeGreaterThanOrEqual(3);
      expect(body.keyPoints.length).toBeGreaterThanOrEqual(2);
    },
  );

  it('applique la typographie française aux titres', () => {
    expect(findPost('questionnaire-orientation-premiers-pas')?.title).toBe(
      'Questionnaire d’orientation\u202F: tes premiers pas',
    );
  });

  it('ne trouve pas un article inconnu', () => {
    expect(findPost('inconnu')).toBeUndefined();
    expect(findPost(undefined)).toBeUndefined();
  });
});

describe('readingMinutes', () => {
  it('compte environ 200 mots par minute, au moins une minute', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(450)).toBe(2);
    expect(readingMinutes(600)).toBe(3);
  });
});
