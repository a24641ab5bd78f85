import { describe, expect, it } from 'vitest';
import type { ChecklistStep, QuizStep, TextStep } from '../engine/steps';
import { LEVEL_34 } from './level-34';
import { check, expectWellFormedQuiz, stepOf } from './level-test-support';

const cleanUp = stepOf<ChecklistStep>(LEVEL_34, 'menage');
const quiz = stepOf<QuizStep>(LEVEL_34, 'tes-droits');
const review = stepOf<TextStep>(LEVEL_34, 'bilan');

const REQUIRED = ['recherche', 'confidentialite', 'photo-bio'];
const REVIEW = {
  nettoye:
    'J’ai trouvé une vieille chaîne de jeux vidéo du collège. Je l’ai supprimée, et j’ai passé mon compte Instagram en privé.',
  vitrine: 'Les vidéos de mon club de théâtre, sur le site du club, et mes dessins sur mon compte public.',
};

describe('niveau 34 : ton image en ligne', () => {
  it('se joue dans le lecteur et se valide sur les étapes enregistrées', () => {
    expect(LEVEL_34).toMatchObject({ level: 34, screen: 'player', evidence: 'steps' });
    expect(LEVEL_34.intro.length).toBeGreaterThanOrEqual(2);
    expect(LEVEL_34.intro.length).toBeLessThanOrEqual(3);
    expect(LEVEL_34.steps.map((step) => step.kind)).toEqual(['dialogue', 'checklist', 'quiz', 'text']);
  });

  it('guide la recherche : navigation privée, images, vieux comptes, position', () => {
    const dialogue = JSON.stringify(LEVEL_34.steps[0]);
    for (const word of ['navigation privée', 'Images', 'vieux comptes', 'position']) {
      expect(dialogue).toContain(word);
    }
  });

  it('demande les trois vérifications obligatoires, pas les autres', () => {
    expect(cleanUp.items.filter((item) => item.required).map((item) => item.id)).toEqual(REQUIRED);
    expect(cleanUp.items.some((item) => !item.required)).toBe(true);
    expect(check(cleanUp, { done: REQUIRED }).passed).toBe(true);
    const missing = check(cleanUp, { done: ['recherche', 'vieux-comptes', 'position'] });
    expect(missing.problems.map((problem) => problem.field)).toEqual(['confidentialite', 'photo-bio']);
  });

  it('parle du RGPD, du droit à l’effacement et de la CNIL dans le quiz', () => {
    const text = JSON.stringify(quiz);
    for (const word of ['RGPD', 'droit à l’effacement', 'CNIL', 'lien direct avec le poste']) {
      expect(text).toContain(word);
    }
  });

  it('a un quiz de 4 à 6 questions, aux réponses dans les options et variées', () => {
    expectWellFormedQuiz(quiz);
    const right = Object.fromEntries(quiz.questions.map((q) => [q.id, q.answer]));
    expect(check(quiz, { answers: right }).passed).toBe(true);
    const wrong = Object.fromEntries(quiz.questions.map((q) => [q.id, (q.answer + 1) % q.options.length]));
    expect(check(quiz, { answers: wrong }).passed).toBe(false);
  });

  it('valide un bilan écrit, et refuse un champ trop court, pour le bon champ', () => {
    expect(check(review, { fields: REVIEW })).toEqual({ passed: true, problems: [] });
    const short = check(review, { fields: { ...REVIEW, vitrine: 'Mon sport.' } });
    expect(short.problems.map((problem) => problem.field)).toEqual(['vitrine']);
    expect(short.problems[0]?.message).toContain('au moins 40');
  });
});
