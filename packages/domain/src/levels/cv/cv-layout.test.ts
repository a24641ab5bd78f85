import { describe, expect, it } from 'vitest';
import { PDF_LAYOUT } from '../export-layout';
import { LEVEL_15 } from '../journey/level-15';
import {
  CV_TEXT_WIDTH_MM,
  cvFileName,
  cvLines,
  cvTypography,
  estimateCvWrap,
  estimateTextWidthMm,
  layoutCv,
} from './cv-layout';

const step = LEVEL_15.steps.find((s) => s.kind === 'document');
if (step?.kind !== 'document') throw new Error('level 15 has no document step');
const { sections } = step;

const CV: Record<string, string> = {
  identite: 'Inès Moreau\nines.moreau@example.fr · 06 12 34 56 78\nVilleurbanne (69)',
  titre: 'Élève de seconde, à la recherche d’un stage d’observation en boulangerie',
  formation: '2025-2026 : seconde générale, lycée Jean-Moulin, Lyon',
  experiences:
    '- Été 2025 : babysitting de deux enfants\n- Mai 2025 : vente de gâteaux pour le foyer du collège',
  competences: 'Tableur : tableaux et graphiques simples\nPremiers secours (PSC1)',
  qualites: "Faire preuve d'autonomie\nRigueur",
  langues: '',
  centres: 'Handball en club depuis 4 ans',
};

describe('cvLines, the CV before wrapping', () => {
  const lines = cvLines(sections, CV);

  it('puts the name as title, the titre as subtitle, then the contact lines', () => {
    expect(lines.slice(0, 4)).toEqual([
      { text: 'Inès Moreau', style: 'title' },
      {
        text: 'Élève de seconde, à la recherche d’un stage d’observation en boulangerie',
        style: 'subtitle',
      },
      { text: 'ines.moreau@example.fr · 06 12 34 56 78', style: 'contact' },
      { text: 'Villeurbanne (69)', style: 'contact' },
    ]);
  });

  it('gives each filled section a heading and its lines, in the order of the level, skipping empty ones', () => {
    const headings = lines.filter((l) => l.style === 'heading').map((l) => l.text);
    expect(headings).toEqual(['FORMATION', 'EXPÉRIENCES', 'COMPÉTENCES', 'QUALITÉS', 'CENTRES D’INTÉRÊT']);
    const formation = lines.findIndex((l) => l.text === 'FORMATION');
    expect(lines[formation - 1]).toEqual({ text: '', style: 'body' });
    expect(lines[formation + 1]).toEqual({
      text: '2025-2026\u202f: seconde générale, lycée Jean-Moulin, Lyon',
      style: 'body',
    });
  });

  it('applies French typography and turns dashes into bullets', () => {
    const texts = lines.map((l) => l.text);
    expect(texts).toContain('• Été 2025\u202f: babysitting de deux enfants');
    expect(texts).toContain('Faire preuve d’autonomie');
    expect(texts).toContain('Tableur\u202f: tableaux et graphiques simples');
  });

  it('leaves e-mail addresses and links as typed', () => {
    expect(cvTypography("Site : https://exemple.fr/?page=l'atelier  ")).toBe(
      "Site\u202f: https://exemple.fr/?page=l'atelier",
    );
    expect(cvTypography("contact:l'ami@exemple.fr ; merci !")).toBe(
      "contact:l'ami@exemple.fr\u202f; merci\u202f!",
    );
  });

  it('is empty for an empty CV, and has no title without a name', () => {
    expect(cvLines(sections, {})).toEqual([]);
    const untitled = cvLines(sections, { formation: 'Seconde' });
    expect(untitled).toEqual([
      { text: 'FORMATION', style: 'heading' },
      { text: 'Seconde', style: 'body' },
    ]);
  });
});

describe('layoutCv, one A4 page', () => {
  it('fits a realistic first CV on one page, placed with the level 4 PDF steps', () => {
    const layout = layoutCv(cvLines(sections, CV));
    expect(layout.tooLong).toBe(false);
    expect(layout.pages).toBe(1);
    expect(layout.overflowLines).toBe(0);
    expect(layout.lines[0]).toMatchObject({ page: 1, y: PDF_LAYOUT.marginMm, style: 'title' });
    expect(layout.lines[1]?.y).toBe(PDF_LAYOUT.marginMm + PDF_LAYOUT.lineStepMm);
  });

  it('says when the CV runs over one page, and by how many lines', () => {
    const long = Object.fromEntries(
      sections.map((s) => [
        s.id,
        s.id === 'identite'
          ? 'Inès Moreau'
          : Array.from({ length: 8 }, (_, i) => `Ligne ${i + 1} de la rubrique`).join('\n'),
      ]),
    );
    const layout = layoutCv(cvLines(sections, long));
    expect(layout.tooLong).toBe(true);
    expect(layout.pages).toBe(2);
    expect(layout.overflowLines).toBeGreaterThan(0);
    expect(layout.lines.filter((l) => l.page === 1)).toHaveLength(44);
  });

  it('wraps with the measure it is given (jsPDF in the browser)', () => {
    const oneWordPerLine = (text: string) => text.split(' ');
    const layout = layoutCv([{ text: 'un deux trois', style: 'body' }], oneWordPerLine);
    expect(layout.lines.map((l) => [l.text, l.style])).toEqual([
      ['un', 'body'],
      ['deux', 'body'],
      ['trois', 'body'],
    ]);
  });

  it('estimates Helvetica widths closely enough to wrap a long line', () => {
    // 100 « a » in Helvetica 10.5 pt are 206 mm wide (556 thousandths of 10.5 pt each).
    expect(estimateTextWidthMm('a'.repeat(100), 'body')).toBeGreaterThan(206);
    expect(estimateTextWidthMm('a'.repeat(100), 'body')).toBeLessThan(216);
    const wrapped = estimateCvWrap('mot '.repeat(80).trim(), 'body');
    expect(wrapped.length).toBeGreaterThan(1);
    for (const line of wrapped)
      expect(estimateTextWidthMm(line, 'body')).toBeLessThanOrEqual(CV_TEXT_WIDTH_MM);
  });
});

describe('cvFileName', () => {
  it('names the file after the student, without accents', () => {
    expect(cvFileName('Inès Le Bihan-Moreau')).toBe('cv-ines-le-bihan-moreau.pdf');
    expect(cvFileName('  ')).toBe('mon-cv.pdf');
    expect(cvFileName(undefined)).toBe('mon-cv.pdf');
  });
});
