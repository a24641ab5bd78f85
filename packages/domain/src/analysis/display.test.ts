import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analysisParagraphs, cutToWords, splitParagraphs } from './display';

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const wordArb = fc.stringMatching(/^[a-zà-ü]{1,10}[.,!?]?$/);
const textArb = fc
  .array(fc.tuple(wordArb, fc.constantFrom(' ', ' ', ' ', '\n\n', '\n')), { maxLength: 700 })
  .map((parts) =>
    parts
      .map(([word, space]) => word + space)
      .join('')
      .trim(),
  );

describe('coupe à 300 mots', () => {
  it('ne garde jamais plus de 300 mots et marque la coupe par …', () => {
    fc.assert(
      fc.property(textArb, (text) => {
        const cut = cutToWords(text);
        expect(wordCount(cut)).toBeLessThanOrEqual(300);
        if (wordCount(text) > 300) expect(cut.endsWith('…')).toBe(true);
        else expect(cut).toBe(text.trim());
      }),
    );
  });

  it('garde le début du texte mot pour mot', () => {
    fc.assert(
      fc.property(textArb, (text) => {
        const kept = cutToWords(text).replace(/…$/, '').split(/\s+/).filter(Boolean);
        const original = text.split(/\s+/).filter(Boolean);
        kept.forEach((word, i) => {
          if (i < kept.length - 1) expect(word).toBe(original[i]);
          else expect(original[i]?.startsWith(word)).toBe(true);
        });
      }),
    );
  });

  it('coupe exactement au 300e mot', () => {
    const text = Array.from({ length: 320 }, (_, i) => `mot${i}`).join(' ');
    const cut = cutToWords(text);
    expect(wordCount(cut)).toBe(300);
    expect(cut.endsWith('mot299…')).toBe(true);
  });
});

describe('découpage en paragraphes', () => {
  it('coupe sur les lignes vides quand il y en a', () => {
    expect(splitParagraphs('Un. Deux.\n\nTrois.\n \nQuatre\nsuite.')).toEqual([
      'Un. Deux.',
      'Trois.',
      'Quatre suite.',
    ]);
  });

  it('sinon regroupe les phrases deux par deux', () => {
    expect(splitParagraphs('Un. Deux ! Trois ? Quatre. Cinq…')).toEqual([
      'Un. Deux !',
      'Trois ? Quatre.',
      'Cinq…',
    ]);
  });

  it('ne perd ni n’ajoute aucun mot', () => {
    fc.assert(
      fc.property(textArb, (text) => {
        const words = splitParagraphs(text).join(' ').split(/\s+/).filter(Boolean);
        expect(words).toEqual(text.split(/\s+/).filter(Boolean));
      }),
    );
  });

  it('ajoute au plus trois autres métiers après les six cartes', () => {
    const jobs = Array.from({ length: 10 }, (_, i) => ({ title: `Métier ${i + 1}`, skills: [] }));
    const paragraphs = analysisParagraphs('Texte court.', jobs);
    expect(paragraphs.at(-1)).toBe('D’autres métiers à explorer\u202F: Métier 7, Métier 8 et Métier 9.');
    expect(analysisParagraphs('Texte court.', jobs.slice(0, 6))).toEqual(['Texte court.']);
  });
});
