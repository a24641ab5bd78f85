import { describe, expect, it } from 'vitest';
import { NBSP, NNBSP } from '../format/typography';
import { figuresQuoted, fillFigureTokens, fillQuizFigures } from './figure-tokens';
import { WORK_FIGURES } from './work-figures';

const values = {
  'smic-horaire-brut': 12.31,
  'smic-mensuel-brut': 1867.02,
  'apprenti-grille': WORK_FIGURES['apprenti-grille'].fact.value,
  'mineur-heures-jour': 8,
  'mineur-pause-apres-heures': 4.5,
  'mineur-nuit-debut': 22,
};

describe('chiffres datés écrits dans les textes', () => {
  it('remplace chaque jeton par le chiffre en vigueur, à la française', () => {
    expect(fillFigureTokens('Le Smic vaut {smic-horaire-brut} de l’heure.', values)).toBe(
      `Le Smic vaut 12,31${NBSP}€ de l’heure.`,
    );
    expect(
      fillFigureTokens('{mineur-heures-jour} par jour, pause après {mineur-pause-apres-heures}', values),
    ).toBe(`8${NBSP}heures par jour, pause après 4${NBSP}h${NBSP}30`);
    expect(fillFigureTokens('pas après {mineur-nuit-debut}', values)).toBe(`pas après 22${NBSP}h`);
  });

  it('calcule le salaire d’apprenti d’un âge et d’une année', () => {
    expect(fillFigureTokens('{apprenti:17:1} puis {apprenti:19:2}', values)).toBe(
      `504,10${NBSP}€ puis 952,18${NBSP}€`,
    );
    expect(fillFigureTokens('{apprenti:22:3}', values)).toBe(`1${NNBSP}456,28${NBSP}€`);
  });

  it('laisse un jeton inconnu ou sans valeur tel quel, et dit quels chiffres un texte cite', () => {
    expect(fillFigureTokens('{prix-du-pain} {stage-gratification-horaire}', values)).toBe(
      '{prix-du-pain} {stage-gratification-horaire}',
    );
    expect(figuresQuoted('{apprenti:17:1} et {smic-horaire-brut} {inconnu}')).toEqual([
      'apprenti-grille',
      'smic-mensuel-brut',
      'smic-horaire-brut',
    ]);
  });

  it('remplit les questions, les options et les explications d’un quiz', () => {
    const [question] = fillQuizFigures(
      [
        {
          id: 'q',
          text: 'Smic ?',
          options: ['{smic-horaire-brut}', '10 €'],
          explanation: 'Il vaut {smic-mensuel-brut}.',
        },
      ],
      values,
    );
    expect(question).toMatchObject({
      options: [`12,31${NBSP}€`, '10 €'],
      explanation: `Il vaut 1${NNBSP}867,02${NBSP}€.`,
    });
  });
});
