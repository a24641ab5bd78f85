import { describe, expect, it } from 'vitest';
import { answersByLetter, TEST_ITEMS } from '../analysis/test-builders';
import type { AnswerValue } from '../contracts/pre-account';
import { typographieFr } from '../format/typography';
import { confidenceNotes, profileConfidence } from './confidence';
import { rankLetters, scoreRiasec } from './scoring';

function confidenceOf(answers: Map<number, AnswerValue>) {
  const scores = scoreRiasec(TEST_ITEMS, answers);
  const confidence = profileConfidence(scores);
  return { ...confidence, notes: confidenceNotes(confidence, rankLetters(scores)) };
}

describe('confiance du profil', () => {
  it('un profil net ne dit rien de plus', () => {
    const answers = answersByLetter({ S: 'Oui', A: 'Un peu', E: 'Un peu' });
    for (const id of [28, 29, 30]) answers.set(id, 'Pas trop'); // E à 50 %
    const clear = confidenceOf(answers);
    expect(clear).toMatchObject({
      certainty: 'nette',
      margin: 50,
      firmShare: 1,
      hesitantLetters: [],
      tiedLetters: [],
    });
    expect(clear.notes).toEqual([]);
  });

  it('dit quand la lettre forte vient surtout de « Je ne sais pas » (l’exemple de l’issue)', () => {
    const answers = answersByLetter({
      R: 'Un peu',
      I: 'Pas trop',
      A: 'Pas trop',
      E: 'Pas trop',
      C: 'Pas trop',
    });
    answers.set(19, 'Oui');
    for (const id of [20, 21, 22, 23, 24]) answers.set(id, 'Je ne sais pas');
    const hesitant = confidenceOf(answers);
    expect(hesitant.certainty).toBe('a_confirmer');
    expect(hesitant.hesitantLetters).toEqual(['S']);
    expect(hesitant.notes).toContain(
      typographieFr(
        'Ton côté Social ressort, mais tu as souvent répondu « Je ne sais pas » : ce résultat est à confirmer.',
      ),
    );
  });

  it('dit quand les réponses ne départagent pas les lettres du code', () => {
    const tied = confidenceOf(answersByLetter({ S: 'Oui', A: 'Un peu', E: 'Un peu', R: 'Non', I: 'Non' }));
    expect(tied.certainty).toBe('a_confirmer');
    expect(tied.notes[0]).toBe(
      typographieFr(
        'Tes réponses ne départagent pas Artistique et Entreprenant : l’ordre de ces lettres dans ton code est à confirmer.',
      ),
    );
  });

  it('prévient quand plus de la moitié des réponses sont « Je ne sais pas »', () => {
    const unsure = confidenceOf(
      answersByLetter({
        S: 'Oui',
        R: 'Je ne sais pas',
        I: 'Je ne sais pas',
        A: 'Je ne sais pas',
        E: 'Je ne sais pas',
      }),
    );
    expect(unsure.firmShare).toBeLessThan(0.5);
    expect(unsure.notes.at(-1)).toBe(
      typographieFr(
        'Tu as répondu « Je ne sais pas » à plus de la moitié des questions : prends ce profil comme une première piste.',
      ),
    );
  });
});
