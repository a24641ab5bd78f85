import { describe, expect, it } from 'vitest';
import { answerSchemaFor } from '../engine/answers';
import type { PickStep, QuizStep, TextStep } from '../engine/steps';
import { LEVEL_41 } from './level-41';
import { check, expectWellFormedQuiz, prose, stepOf } from './level-test-support';

const quiz = stepOf<QuizStep>(LEVEL_41, 'bon-plan-b');
const planA = stepOf<TextStep>(LEVEL_41, 'ton-plan-a');
const jobs = stepOf<PickStep>(LEVEL_41, 'metiers-plan-b');
const route = stepOf<TextStep>(LEVEL_41, 'ta-route');

const AIDE_SOIGNANT = {
  code: 'J1501',
  label: 'Aide-soignant / Aide-soignante',
  notes: {
    proche: 'Comme une infirmière, on soigne des patients et on travaille en équipe à l’hôpital.',
    bascule: 'Si je ne suis prise dans aucune école d’infirmiers sur Parcoursup.',
  },
};
const AUXILIAIRE_PUERICULTURE = {
  code: 'J1304',
  label: 'Auxiliaire de puériculture',
  notes: {
    proche: 'Le même domaine, la santé, avec des bébés : on retrouve les soins et l’écoute des parents.',
    bascule: 'Si mon stage en maternité me plaît plus que celui en service adulte.',
  },
};
const ROUTE = {
  formation: 'Le diplôme d’aide-soignant, en école ou en apprentissage, près de chez moi.',
  declencheur:
    'Si je n’ai pas de réponse positive sur Parcoursup à la fin de la phase principale, je candidate en école d’aide-soignant.',
  maintenant: 'Un stage d’une semaine dans une maison de retraite, utile pour les deux dossiers.',
};

describe('niveau 41 : ton plan B', () => {
  it('se joue dans le lecteur et se valide sur les étapes enregistrées', () => {
    expect(LEVEL_41).toMatchObject({ level: 41, screen: 'player', evidence: 'steps' });
    expect(LEVEL_41.intro.length).toBeGreaterThanOrEqual(2);
    expect(LEVEL_41.intro.length).toBeLessThanOrEqual(3);
    expect(LEVEL_41.steps.map((step) => step.kind)).toEqual(['dialogue', 'quiz', 'text', 'pick', 'text']);
  });

  it('présente le plan B comme une deuxième route, pas comme un échec', () => {
    const dialogue = JSON.stringify(LEVEL_41.steps[0]);
    for (const words of ['même destination', 'apprentissage', 'autre ville', 'passerelle', 'Maintenant']) {
      expect(dialogue).toContain(words);
    }
    // No amount, percentage or date in the prose.
    for (const text of prose(LEVEL_41)) expect(text.replace('niveau 41', '')).not.toMatch(/\d|€|%/);
  });

  it('a un quiz de 4 à 6 questions, aux réponses dans les options et variées', () => {
    expectWellFormedQuiz(quiz);
    const right = Object.fromEntries(quiz.questions.map((q) => [q.id, q.answer]));
    expect(check(quiz, { answers: right }).passed).toBe(true);
    expect(check(quiz, { answers: { ...right, quand: 0 } }).passed).toBe(true);
    const twoWrong = check(quiz, { answers: { ...right, quand: 0, formes: 1 } });
    expect(twoWrong.passed).toBe(false);
    expect(twoWrong.problems[0]?.message).toMatch(/^Tu as 3 bonnes réponses sur 5/);
  });

  it('demande le plan A en une phrase', () => {
    expect(
      check(planA, {
        fields: {
          'plan-a': 'Devenir infirmière, en passant par un institut de formation en soins infirmiers.',
        },
      }),
    ).toEqual({ passed: true, problems: [] });
    expect(check(planA, { fields: { 'plan-a': '' } }).problems.map((p) => p.field)).toEqual(['plan-a']);
  });

  it('fait choisir un ou deux métiers du catalogue, ses métiers recommandés d’abord', () => {
    expect(jobs).toMatchObject({ catalogue: 'metiers', min: 1, max: 2, suggest: 'recommended_jobs' });
    expect(jobs.notes.map((note) => note.id)).toEqual(['proche', 'bascule']);
    expect(check(jobs, { items: [AIDE_SOIGNANT] })).toEqual({ passed: true, problems: [] });
    expect(check(jobs, { items: [AIDE_SOIGNANT, AUXILIAIRE_PUERICULTURE] }).passed).toBe(true);
    expect(check(jobs, { items: [] }).passed).toBe(false);
    const third = { ...AIDE_SOIGNANT, code: 'J1506' };
    expect(
      answerSchemaFor(jobs).safeParse({ items: [AIDE_SOIGNANT, AUXILIAIRE_PUERICULTURE, third] }).success,
    ).toBe(false);
  });

  it('refuse un métier qui n’est pas relié au plan A, pour le bon métier et la bonne note', () => {
    const loose = {
      ...AUXILIAIRE_PUERICULTURE,
      notes: { ...AUXILIAIRE_PUERICULTURE.notes, proche: 'Il a l’air sympa et on gagne bien sa vie.' },
    };
    const result = check(jobs, { items: [AIDE_SOIGNANT, loose] });
    expect(result.problems.map((problem) => problem.field)).toEqual(['J1304.proche']);
    expect(result.problems[0]?.message).toMatch(
      /^Auxiliaire de puériculture — Dis ce que ce métier partage avec ton plan A/,
    );
  });

  it('valide une route complète', () => {
    expect(check(route, { fields: ROUTE })).toEqual({ passed: true, problems: [] });
  });

  it('demande une formation nommée et un moment pour basculer, pour les bons champs', () => {
    const result = check(route, {
      fields: {
        ...ROUTE,
        formation: 'Je verrai bien, je me débrouillerai pour trouver.',
        declencheur: 'Si je ne suis prise nulle part sur Parcoursup, je passe au plan B.',
      },
    });
    expect(result.problems.map((problem) => problem.field)).toEqual(['formation', 'declencheur']);
    expect(result.problems[0]?.message).toMatch(/^Dis par quelle formation tu passes/);
    expect(result.problems[1]?.message).toMatch(/^Dis à quel moment tu passes au plan B/);
  });
});
