import { describe, expect, it } from 'vitest';
import type { QuizStep, TextStep } from '../engine/steps';
import { LEVEL_42 } from './level-42';
import { check, expectWellFormedQuiz, stepOf } from './level-test-support';

const quiz = stepOf<QuizStep>(LEVEL_42, 'quiz-cesure');
const plan = stepOf<TextStep>(LEVEL_42, 'ton-projet');

const PLAN = {
  quoi: 'Une mission de service civique dans une association qui aide les enfants à faire leurs devoirs.',
  'ou-quand': 'À Lyon, après ma première année de licence.',
  argent: 'L’indemnité du service civique, et je garde mes économies de mon job d’été.',
  apport:
    'Savoir si j’aime vraiment enseigner avant de choisir un master pour devenir professeur des écoles.',
  entretien:
    'Pendant ma césure, j’ai aidé des enfants de CM2 chaque soir. J’y ai appris à expliquer simplement. Ça m’a confirmé que je veux enseigner.',
};

describe('niveau 42 : année de césure', () => {
  it('se joue dans le lecteur et se valide sur les étapes enregistrées', () => {
    expect(LEVEL_42).toMatchObject({ level: 42, screen: 'player', evidence: 'steps' });
    expect(LEVEL_42.intro.length).toBeGreaterThanOrEqual(2);
    expect(LEVEL_42.intro.length).toBeLessThanOrEqual(3);
    expect(LEVEL_42.steps.map((step) => step.kind)).toEqual(['dialogue', 'quiz', 'dialogue', 'text']);
  });

  it('explique les règles : demande à l’établissement, un semestre à une année, place gardée', () => {
    const rules = JSON.stringify(LEVEL_42.steps[0]);
    for (const words of [
      'ton établissement',
      'un semestre',
      'une année universitaire',
      'Ta place est gardée',
    ]) {
      expect(rules).toContain(words);
    }
    const ideas = JSON.stringify(LEVEL_42.steps[2]);
    for (const words of ['Travailler', 'bénévolat', 'service civique', 'Voyager', 'Créer']) {
      expect(ideas).toContain(words);
    }
  });

  it('a un quiz de 4 à 6 questions, aux réponses dans les options et variées', () => {
    expectWellFormedQuiz(quiz);
    const right = Object.fromEntries(quiz.questions.map((q) => [q.id, q.answer]));
    expect(check(quiz, { answers: right }).passed).toBe(true);
    expect(check(quiz, { answers: { ...right, duree: 3, 'ta-place': 0 } }).passed).toBe(false);
  });

  it('valide un plan complet', () => {
    expect(check(plan, { fields: PLAN })).toEqual({ passed: true, problems: [] });
  });

  it('demande d’où vient l’argent, et ce que la césure a appris', () => {
    const result = check(plan, {
      fields: {
        ...PLAN,
        argent: 'Je verrai bien sur place, on trouve toujours une solution.',
        entretien:
          'J’ai fait une pause d’un an pour me reposer et partir un peu avec des amis, c’était une super expérience.',
      },
    });
    expect(result.problems.map((problem) => problem.field)).toEqual(['argent', 'entretien']);
    expect(result.problems[0]?.message).toMatch(/^Dis d’où viendra l’argent/);
    expect(result.problems[1]?.message).toMatch(/^Dis ce que tu as appris/);
  });
});
