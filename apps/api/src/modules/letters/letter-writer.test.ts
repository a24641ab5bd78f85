import { describe, expect, it } from 'vitest';
import { agreeWithGender } from './gender-agreement';
import { type LetterInput, writeLetter } from './letter-writer';

const base: LetterInput = {
  firstName: 'Léa',
  lastName: 'Martin',
  school: 'Lycée Ampère',
  department: '69',
  gender: null,
  strengths: [],
  personalityType: null,
  target: { type: 'metier', title: 'Infirmier', skills: [] },
  style: 'sobre',
  date: new Date('2026-11-21T10:00:00Z'),
};
const STYLES = ['sobre', 'enthousiaste', 'professionnel'] as const;

describe('offline letter writer', () => {
  it('writes a complete letter: header, object, greeting, three paragraphs and a closing formula', () => {
    const paragraphs = writeLetter(base).split('\n\n');
    expect(paragraphs[0]).toBe('Léa Martin\nLycée Ampère');
    expect(paragraphs[1]).toBe('Rhône, le 21 novembre 2026');
    expect(paragraphs[2]).toBe(
      'Objet\u202f: candidature pour un stage ou un emploi dans le métier «\u202fInfirmier\u202f»',
    );
    expect(paragraphs[3]).toBe('Madame, Monsieur,');
    expect(paragraphs[4]).toContain('Actuellement élève à Lycée Ampère (Rhône)');
    expect(paragraphs[7]).toMatch(/Je vous prie d’agréer, Madame, Monsieur, .+\.$/);
    expect(paragraphs.at(-1)).toBe('Léa Martin');
    expect(paragraphs).toHaveLength(9);
  });

  it.each(STYLES)('style %s: every paragraph differs from the two other styles', (style) => {
    const full: LetterInput = {
      ...base,
      strengths: ['l’écoute et l’empathie'],
      personalityType: 'ENFJ',
      target: { type: 'metier', title: 'Infirmier', skills: ['Réaliser des soins'] },
    };
    const mine = writeLetter({ ...full, style }).split('\n\n');
    for (const other of STYLES.filter((candidate) => candidate !== style)) {
      const theirs = writeLetter({ ...full, style: other }).split('\n\n');
      for (const paragraph of [2, 4, 5, 6, 7]) expect(mine[paragraph]).not.toBe(theirs[paragraph]);
    }
  });

  it('sounds like its style', () => {
    expect(writeLetter({ ...base, style: 'enthousiaste' })).toContain('enthousiasme');
    expect(writeLetter({ ...base, style: 'professionnel' })).toContain('dossier de motivation');
    expect(writeLetter({ ...base, style: 'sobre' })).not.toContain('!');
  });

  it('uses the métier’s skills and the student’s strengths and personality', () => {
    const letter = writeLetter({
      ...base,
      strengths: ['l’écoute et l’empathie', 'l’organisation et la méthode'],
      personalityType: 'ISFJ',
      target: { type: 'metier', title: 'Infirmier', skills: ['Réaliser des soins', 'Accueillir un patient'] },
    });
    expect(letter).toContain('demande notamment de réaliser des soins et accueillir un patient');
    expect(letter).toContain('fait ressortir l’écoute et l’empathie et l’organisation et la méthode');
    expect(letter).toContain('je suis réfléchi·e et organisé·e');
  });

  it('names the formation’s establishment, town and diploma', () => {
    const letter = writeLetter({
      ...base,
      style: 'professionnel',
      target: {
        type: 'formation',
        title: 'BTS SIO',
        establishment: 'Lycée Pasteur',
        city: 'Lyon',
        diploma: 'Brevet de technicien supérieur',
      },
    });
    expect(letter).toContain('la formation «\u202fBTS SIO\u202f»');
    expect(letter).toContain('au sein de Lycée Pasteur (Lyon)');
    expect(letter).toContain('«\u202fBrevet de technicien supérieur\u202f»');
  });

  it('agrees adjectives with the gender when the profile gives it, inclusive otherwise', () => {
    const female = writeLetter({ ...base, gender: 'Femme', personalityType: 'INTJ' });
    expect(female).toContain('Je suis sérieuse, régulière dans mon travail et attentive aux consignes');
    expect(female).toContain('convaincue');
    expect(female).not.toContain('·');
    const male = writeLetter({ ...base, gender: 'Homme', style: 'enthousiaste' });
    expect(male).toContain('Curieux et motivé');
    expect(male).toContain('ravi de vous rencontrer');
    expect(writeLetter({ ...base, gender: 'Autre' })).toContain('sérieux·se');
  });

  it('survives an empty profile', () => {
    const letter = writeLetter({ ...base, firstName: null, lastName: null, school: null, department: null });
    expect(letter.startsWith('Prénom Nom')).toBe(true);
    expect(letter).toContain('Actuellement élève,');
  });
});

describe('gender agreement', () => {
  it.each([
    ['motivé·e', 'motivé', 'motivée'],
    ['sérieux·se', 'sérieux', 'sérieuse'],
    ['attentif·ve', 'attentif', 'attentive'],
    ['régulier·ère', 'régulier', 'régulière'],
  ])('%s → %s / %s', (inclusive, masculine, feminine) => {
    expect(agreeWithGender(inclusive, 'Homme')).toBe(masculine);
    expect(agreeWithGender(inclusive, 'Femme')).toBe(feminine);
    expect(agreeWithGender(inclusive, null)).toBe(inclusive);
  });
});
