import { describe, expect, it } from 'vitest';
import type { ChecklistStep, QuizStep, TextStep } from '../engine/steps';
import { LEVEL_44 } from './level-44';
import { check, expectWellFormedQuiz, prose, stepOf } from './level-test-support';

const quiz = stepOf<QuizStep>(LEVEL_44, 'quiz-etranger');
const steps = stepOf<ChecklistStep>(LEVEL_44, 'demarches');
const destination = stepOf<TextStep>(LEVEL_44, 'ta-destination');

const REQUIRED = ['niveau-langue', 'papiers', 'assurance-sante', 'calendrier'];
const CHOICE = {
  pays: 'Valence, en Espagne',
  programme: 'Un semestre Erasmus+ pendant ma licence',
  pourquoi:
    'Je veux devenir guide touristique, alors je dois parler espagnol couramment. Vivre là-bas est le meilleur moyen.',
  'premiere-demarche': 'Demander mon niveau à ma prof d’espagnol, puis lire la page Erasmus+ de la fac.',
};

describe('niveau 44 : étudier à l’étranger', () => {
  it('se joue dans le lecteur et se valide sur les étapes enregistrées', () => {
    expect(LEVEL_44).toMatchObject({ level: 44, screen: 'player', evidence: 'steps' });
    expect(LEVEL_44.intro.length).toBeGreaterThanOrEqual(2);
    expect(LEVEL_44.intro.length).toBeLessThanOrEqual(3);
    expect(LEVEL_44.steps.map((step) => step.kind)).toEqual(['dialogue', 'quiz', 'checklist', 'text']);
  });

  it('présente les façons de partir et renvoie aux sources officielles pour les montants', () => {
    const dialogue = JSON.stringify(LEVEL_44.steps[0]);
    for (const words of [
      'séjour linguistique',
      'Erasmus+',
      'échanges',
      'Tout un diplôme',
      'volontariat',
      'Agence Erasmus+ France',
      'relations internationales',
    ]) {
      expect(dialogue).toContain(words);
    }
    // No amount, percentage or date stated in the prose: they come from the dated facts.
    for (const text of prose(LEVEL_44)) expect(text.replace('niveau 44', '')).not.toMatch(/\d|€|%/);
  });

  it('demande les vérifications de base, le reste en option', () => {
    expect(steps.items.filter((item) => item.required).map((item) => item.id)).toEqual(REQUIRED);
    expect(check(steps, { done: REQUIRED }).passed).toBe(true);
    const missing = check(steps, { done: ['niveau-langue', 'papiers', 'budget', 'visa'] });
    expect(missing.problems.map((problem) => problem.field)).toEqual(['assurance-sante', 'calendrier']);
  });

  it('a un quiz de 4 à 6 questions, aux réponses dans les options et variées', () => {
    expectWellFormedQuiz(quiz);
    const right = Object.fromEntries(quiz.questions.map((q) => [q.id, q.answer]));
    expect(check(quiz, { answers: right }).passed).toBe(true);
    expect(check(quiz, { answers: {} }).problems[0]?.message).toBe('Réponds à toutes les questions.');
  });

  it('valide une destination reliée au projet', () => {
    expect(check(destination, { fields: CHOICE })).toEqual({ passed: true, problems: [] });
  });

  it('refuse un « pourquoi » qui ne parle que de vacances, pour le bon champ', () => {
    const result = check(destination, {
      fields: {
        ...CHOICE,
        pourquoi:
          'J’adore la plage et le soleil, il fait beau toute l’année là-bas, et on y mange très bien.',
      },
    });
    expect(result.problems.map((problem) => problem.field)).toEqual(['pourquoi']);
    expect(result.problems[0]?.message).toMatch(/^Relie ton choix à ton projet/);
  });
});
