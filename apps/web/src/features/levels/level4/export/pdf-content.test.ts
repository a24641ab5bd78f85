import { describe, expect, it } from 'vitest';
import { toAnalysisView } from '../api/mbti-analysis';
import { pdfSections, pdfText } from './pdf-content';

const view = toAnalysisView({
  personalityType: 'INFP',
  typeTitle: 'L’idéaliste créatif',
  personalityAnalysis: 'Premier paragraphe.\n\nSecond paragraphe.',
  strengths: ['Tu as beaucoup d’imagination.'],
  jobRecommendations: [
    { title: 'Traducteur·rice', romeCode: 'E1108', skills: ['Traduire un texte', 'Relire'] },
    { title: 'Musicien·ne', romeCode: 'L1202', skills: [] },
  ],
});

describe('contenu du PDF du niveau 4', () => {
  it('met le titre, le type, chaque paragraphe, les points forts puis les métiers avec leurs compétences', () => {
    const lines = pdfSections(view!);
    expect(lines.slice(0, 2)).toEqual([
      { text: 'Mes Résultats (MBTI)', style: 'title' },
      { text: 'INFP — L’idéaliste créatif', style: 'heading' },
    ]);
    const texts = lines.map((line) => line.text);
    expect(texts).toContain('Second paragraphe.');
    expect(texts).toContain('• Tu as beaucoup d’imagination.');
    expect(texts).toContain('• Traducteur·rice\u202f: Traduire un texte, Relire');
    expect(texts.at(-1)).toBe('• Musicien·ne');
    // A blank line separates the paragraphs.
    expect(texts[texts.indexOf('Premier paragraphe.') + 1]).toBe('');
  });

  it('remplace l’espace fine insécable, absente de la police du PDF', () => {
    expect(pdfText('Bravo\u202f!')).toBe('Bravo\u00a0!');
  });
});
