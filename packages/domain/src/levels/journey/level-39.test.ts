import { describe, expect, it } from 'vitest';
import { isOpenQuestion } from '../engine/open-questions';
import type { ChecklistStep, QuestionsStep, TextStep } from '../engine/steps';
import { LEVEL_39 } from './level-39';
import { check, stepOf } from './level-test-support';

const stands = stepOf<TextStep>(LEVEL_39, 'stands');
const questions = stepOf<QuestionsStep>(LEVEL_39, 'questions');
const preparation = stepOf<ChecklistStep>(LEVEL_39, 'preparatifs');

const PLAN = {
  salon: 'Le salon de l’orientation de Rennes',
  'stand-1': 'Le BTS Commerce du lycée Voltaire, parce que j’hésite avec la fac.',
  'stand-2': 'La licence de langues de la fac, pour savoir combien il y a d’heures de cours.',
  'stand-3': 'Le CFA du bâtiment : je ne connais pas du tout et ça m’intéresse.',
  objectif: 'Savoir si l’alternance est possible dès la première année du BTS.',
};

const bank = questions.bank.flatMap((theme) => theme.questions);

describe('niveau 39 : salon de l’orientation', () => {
  it('se joue dans le lecteur et se valide sur les étapes enregistrées', () => {
    expect(LEVEL_39).toMatchObject({ level: 39, screen: 'player', evidence: 'steps' });
    expect(LEVEL_39.intro.length).toBeGreaterThanOrEqual(2);
    expect(LEVEL_39.intro.length).toBeLessThanOrEqual(3);
    expect(LEVEL_39.steps.map((step) => step.kind)).toEqual(['dialogue', 'text', 'questions', 'checklist']);
  });

  it('valide trois stands classés, chacun avec sa raison', () => {
    expect(stands.fields.map((field) => field.id)).toEqual([
      'salon',
      'stand-1',
      'stand-2',
      'stand-3',
      'objectif',
    ]);
    expect(check(stands, { fields: PLAN })).toEqual({ passed: true, problems: [] });
  });

  it('refuse un stand sans raison, pour le bon champ', () => {
    const result = check(stands, {
      fields: { ...PLAN, 'stand-2': 'La licence de langues étrangères de l’université de Rennes 2' },
    });
    expect(result.problems.map((problem) => problem.field)).toEqual(['stand-2']);
    expect(result.problems[0]?.message).toContain('dis pourquoi ce stand');
  });

  it('propose une banque par thèmes, où chaque question est ouverte', () => {
    expect(questions.bank.length).toBeGreaterThanOrEqual(4);
    for (const question of bank) {
      expect(isOpenQuestion(question), question).toBe(true);
      expect(question.endsWith('\u202f?'), question).toBe(true);
    }
    expect(check(questions, { questions: bank.slice(0, questions.min) }).passed).toBe(true);
  });

  it('refuse trop de questions fermées', () => {
    const closed = [
      'Est-ce que la formation est difficile ?',
      'Y a-t-il des stages ?',
      'Faut-il un bon dossier ?',
      ...bank.slice(0, 2),
    ];
    const result = check(questions, { questions: closed });
    expect(result.passed).toBe(false);
    expect(result.problems[0]?.message).toContain('questions ouvertes');
  });

  it('demande de préparer le plan, les questions et le trajet, le reste en option', () => {
    const required = preparation.items.filter((item) => item.required).map((item) => item.id);
    expect(required).toEqual(['plan', 'questions-notees', 'trajet']);
    expect(check(preparation, { done: required }).passed).toBe(true);
    expect(check(preparation, { done: ['plan', 'sac'] }).problems.map((p) => p.field)).toEqual([
      'questions-notees',
      'trajet',
    ]);
  });
});
