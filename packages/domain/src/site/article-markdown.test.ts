import { describe, expect, it } from 'vitest';
import { markdownToSections, sectionsToMarkdown } from './article-markdown';
import { ARTICLE_BODIES } from './articles';

describe('Markdown des articles', () => {
  it.each(Object.entries(ARTICLE_BODIES))('%s revient identique après un aller-retour', (_slug, body) => {
    expect(markdownToSections(sectionsToMarkdown(body.sections))).toEqual({ sections: body.sections });
  });

  it('lit parties, paragraphes et liste', () => {
    const parsed = markdownToSections(
      '## Pourquoi\n\nUn paragraphe\nsur deux lignes.\n\n- un\n- deux\n\n## Et après\n\nFin.',
    );
    expect(parsed).toEqual({
      sections: [
        { heading: 'Pourquoi', paragraphs: ['Un paragraphe sur deux lignes.'], list: ['un', 'deux'] },
        { heading: 'Et après', paragraphs: ['Fin.'] },
      ],
    });
  });

  it.each([
    ['', 'vide'],
    ['Du texte sans titre.', 'Commencez par un titre'],
    ['## Seul titre', 'n’a pas de texte'],
    ['## Titre\nCollé au titre', 'Laissez une ligne vide'],
  ])('refuse « %s » avec un message clair', (markdown, message) => {
    const parsed = markdownToSections(markdown);
    expect('problem' in parsed && parsed.problem).toContain(message);
  });
});
