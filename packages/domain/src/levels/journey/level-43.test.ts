import { describe, expect, it } from 'vitest';
import type { ChecklistStep, QuizStep, TextStep } from '../engine/steps';
import { LEVEL_43 } from './level-43';
import { check, expectWellFormedQuiz, prose, stepOf } from './level-test-support';

const quiz = stepOf<QuizStep>(LEVEL_43, 'quiz-engagement');
const actions = stepOf<ChecklistStep>(LEVEL_43, 'passer-a-l-action');
const engagement = stepOf<TextStep>(LEVEL_43, 'ton-engagement');

const REQUIRED = ['deux-missions', 'conditions', 'adulte'];
const ENGAGEMENT = {
  mission: 'Une mission de Service civique d’aide aux devoirs à Lille',
  role: 'Aider des collégiens à faire leurs devoirs le soir, et préparer des jeux pour le mercredi.',
  apport:
    'Je veux devenir professeure des écoles : je verrai si j’aime expliquer, et ce sera une vraie expérience pour mon dossier Parcoursup.',
  'premier-pas': 'Je postule à la mission ce week-end, avec l’accord de mes parents.',
};

describe('niveau 43 : s’engager', () => {
  it('se joue dans le lecteur et se valide sur les étapes enregistrées', () => {
    expect(LEVEL_43).toMatchObject({ level: 43, screen: 'player', evidence: 'steps' });
    expect(LEVEL_43.intro.length).toBeGreaterThanOrEqual(2);
    expect(LEVEL_43.intro.length).toBeLessThanOrEqual(3);
    expect(LEVEL_43.steps.map((step) => step.kind)).toEqual(['dialogue', 'quiz', 'checklist', 'text']);
  });

  it('présente le bénévolat, le Service civique, le Corps européen de solidarité et la Réserve civique', () => {
    const dialogue = JSON.stringify(LEVEL_43.steps[0]);
    for (const words of [
      'bénévolat',
      'Service civique',
      'de 6 à 12\u00a0mois',
      'de 16 à 25\u00a0ans',
      'jusqu’à 30\u00a0ans pour les jeunes en situation de handicap',
      'une indemnité mensuelle, dont le montant est sur service-civique.gouv.fr',
      'Corps européen de solidarité',
      'Portail européen de la jeunesse',
      'Réserve civique',
      'JeVeuxAider.gouv.fr',
    ]) {
      expect(dialogue).toContain(words);
    }
  });

  it('ne donne aucun montant ni pourcentage', () => {
    for (const text of prose(LEVEL_43)) expect(text).not.toMatch(/€|%|\beuros?\b/i);
  });

  it('a un quiz de 4 à 6 questions, aux réponses dans les options et variées', () => {
    expectWellFormedQuiz(quiz);
    const right = Object.fromEntries(quiz.questions.map((q) => [q.id, q.answer]));
    expect(check(quiz, { answers: right }).passed).toBe(true);
    expect(check(quiz, { answers: { ...right, indemnite: 0 } }).passed).toBe(true);
    expect(check(quiz, { answers: { ...right, indemnite: 0, 'mission-courte': 2 } }).passed).toBe(false);
  });

  it('demande deux missions trouvées, leurs conditions lues et un adulte prévenu', () => {
    expect(actions.items.filter((item) => item.required).map((item) => item.id)).toEqual(REQUIRED);
    expect(check(actions, { done: REQUIRED }).passed).toBe(true);
    const missing = check(actions, { done: ['deux-missions', 'association'] });
    expect(missing.problems.map((problem) => problem.field)).toEqual(['conditions', 'adulte']);
    expect(missing.problems[0]?.message).toMatch(/^Coche «\u202fJ’ai lu les conditions/);
  });

  it('valide un engagement relié au projet, avec un premier pas daté', () => {
    expect(check(engagement, { fields: ENGAGEMENT })).toEqual({ passed: true, problems: [] });
  });

  it('refuse un engagement sans lien avec le projet et un premier pas sans moment', () => {
    const result = check(engagement, {
      fields: {
        ...ENGAGEMENT,
        apport: 'C’est sympa, mes amis y vont aussi et il y a une bonne ambiance.',
        'premier-pas': 'J’écris à l’association quand j’y pense.',
      },
    });
    expect(result.problems.map((problem) => problem.field)).toEqual(['apport', 'premier-pas']);
    expect(result.problems[0]?.message).toMatch(/^Relie cet engagement à ton projet/);
    expect(result.problems[1]?.message).toMatch(/^Dis quand tu fais ton premier pas/);
  });
});
