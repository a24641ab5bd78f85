import { describe, expect, it } from 'vitest';
import { givesContact } from '../advice/advice-check';
import type { AdviceStep } from '../engine/steps';
import { LEVEL_27 } from './level-27';
import { check, stepOf } from './level-test-support';

const advice = stepOf<AdviceStep>(LEVEL_27, 'conseil');
const TEXT =
  'Va aux portes ouvertes avec une liste de questions. Moi, j’ai découvert que le BTS avait trois semaines de stage, et ça a tout changé.';

describe('niveau 27 : un conseil pour ceux qui commencent', () => {
  it('passe avec un thème et un vrai conseil', () => {
    expect(check(advice, { topic: 'orientation', text: TEXT })).toMatchObject({
      passed: true,
      result: { kind: 'advice', status: null },
    });
  });

  it('demande un thème et un conseil développé', () => {
    expect(check(advice, { text: 'Crois en toi.' }).problems.map((problem) => problem.field)).toEqual([
      'topic',
      'text',
    ]);
  });

  it('refuse tout moyen de joindre l’auteur : e-mail, téléphone, lien, pseudo', () => {
    for (const contact of [
      'lea.martin@exemple.fr',
      '06 12 34 56 78',
      'https://exemple.fr',
      'mon insta',
      'ajoute-moi @lea_du_35',
    ]) {
      expect(givesContact(`${TEXT} ${contact}`), contact).toBe(true);
    }
    expect(givesContact(TEXT)).toBe(false);
    expect(givesContact('Le BTS dure 2 ans, avec 12 semaines de stage en 2026.')).toBe(false);
    const message = check(advice, { topic: 'stress', text: `${TEXT} Écris-moi : lea@exemple.fr` }).problems[0]
      ?.message;
    expect(message).toMatch(/^Retire l’adresse e-mail/);
  });
});
