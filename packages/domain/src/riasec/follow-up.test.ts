import { describe, expect, it } from 'vitest';
import type { OrientationItem } from '../analysis/catalogue';
import { answersByLetter, TEST_ITEMS } from '../analysis/test-builders';
import { chooseFollowUps, lettersToSeparate, MAX_FOLLOW_UPS } from './follow-up';
import { RIASEC_LETTERS } from './letters';
import { hollandCode, scoreRiasec } from './scoring';

// Four follow-up items per letter, ids 101 to 124 in RIASEC order.
const FOLLOW_UPS: OrientationItem[] = Array.from({ length: 24 }, (_, i) => ({
  id: 101 + i,
  text: `Approfondissement ${i + 1} ?`,
  riasec: RIASEC_LETTERS[i % 6]!,
  centresInteret: [],
  followUp: true,
}));
const ITEMS = [...TEST_ITEMS, ...FOLLOW_UPS];

describe('questions d’approfondissement', () => {
  it('ne propose rien pour un profil net', () => {
    const answers = answersByLetter({ S: 'Oui', A: 'Un peu', E: 'Un peu' });
    for (const id of [28, 29, 30]) answers.set(id, 'Pas trop');
    expect(chooseFollowUps(ITEMS, answers)).toEqual({ letters: [], items: [] });
  });

  it('pour un profil qui se dessine, vise le bord du code (3e et 4e lettres)', () => {
    const answers = answersByLetter({ S: 'Oui', A: 'Un peu', E: 'Un peu', I: 'Un peu' });
    for (const id of [28, 29]) answers.set(id, 'Pas trop'); // E à 58 %
    for (const id of [8, 9, 10]) answers.set(id, 'Pas trop'); // I à 50 %
    expect(lettersToSeparate(scoreRiasec(ITEMS, answers))).toEqual(['E', 'I']);
    expect(new Set(chooseFollowUps(ITEMS, answers).items.map((item) => item.riasec))).toEqual(
      new Set(['E', 'I']),
    );
  });

  it('vise exactement les lettres à égalité, chacune à son tour', () => {
    const tied = answersByLetter({ S: 'Oui', A: 'Un peu', E: 'Un peu' });
    expect(lettersToSeparate(scoreRiasec(ITEMS, tied))).toEqual(['A', 'E']);
    const chosen = chooseFollowUps(ITEMS, tied).items;
    expect(chosen.map((item) => item.riasec)).toEqual(['A', 'E', 'A', 'E', 'A', 'E', 'A', 'E']);
  });

  it('une fois répondues, elles départagent le profil et ne reviennent plus', () => {
    const answers = answersByLetter({ S: 'Oui', A: 'Un peu', E: 'Un peu' });
    for (const item of chooseFollowUps(ITEMS, answers).items)
      answers.set(item.id, item.riasec === 'A' ? 'Oui' : 'Non');
    expect(hollandCode(scoreRiasec(ITEMS, answers))).toBe('SAE');
    expect(chooseFollowUps(ITEMS, answers)).toEqual({ letters: [], items: [] });
  });

  it('n’en pose jamais plus de douze', () => {
    const vague = answersByLetter({
      R: 'Je ne sais pas',
      I: 'Je ne sais pas',
      A: 'Je ne sais pas',
      S: 'Je ne sais pas',
      E: 'Je ne sais pas',
      C: 'Un peu',
    });
    expect(chooseFollowUps(ITEMS, vague).items.length).toBeLessThanOrEqual(MAX_FOLLOW_UPS);
    expect(chooseFollowUps(ITEMS, vague).items.length).toBeGreaterThan(0);
  });
});
