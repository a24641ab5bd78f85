import { describe, expect, it } from 'vitest';
import type { QuizStep, TextStep } from '../engine/steps';
import { LEVEL_33 } from './level-33';
import { check, expectWellFormedQuiz, stepOf } from './level-test-support';

const quiz = stepOf<QuizStep>(LEVEL_33, 'bien-demander');
const network = stepOf<TextStep>(LEVEL_33, 'ton-reseau');

const NETWORK = {
  'personne-1': 'Samia, ma tante, infirmière',
  'demande-1': 'Peux-tu me raconter une journée de garde à l’hôpital, dimanche au repas ?',
  'personne-2': 'ma prof de SVT',
  'demande-2': 'Pourriez-vous me dire quelles études mènent au métier de technicien de laboratoire ?',
  'personne-3': 'Hugo, ancien élève du lycée, en BTS',
  'demande-3': 'Est-ce que je pourrais venir à la journée portes ouvertes de ton BTS avec toi ?',
  'premier-pas': 'Samia, dimanche, au repas de famille.',
};

describe('niveau 33 : ton réseau', () => {
  it('se joue dans le lecteur et se valide sur les étapes enregistrées', () => {
    expect(LEVEL_33).toMatchObject({ level: 33, screen: 'player', evidence: 'steps' });
    expect(LEVEL_33.intro.length).toBeGreaterThanOrEqual(2);
    expect(LEVEL_33.intro.length).toBeLessThanOrEqual(3);
    expect(LEVEL_33.steps.map((step) => step.kind)).toEqual(['dialogue', 'quiz', 'text']);
  });

  it('dit de n’écrire qu’un prénom, jamais de nom, de numéro ni d’e-mail', () => {
    const dialogue = JSON.stringify(LEVEL_33.steps[0]);
    for (const word of ['seulement un prénom', 'nom de famille', 'numéro', 'e-mail']) {
      expect(dialogue).toContain(word);
    }
  });

  it('demande trois personnes, chacune avec une demande', () => {
    expect(network.fields.map((field) => field.id)).toEqual([
      'personne-1',
      'demande-1',
      'personne-2',
      'demande-2',
      'personne-3',
      'demande-3',
      'premier-pas',
    ]);
    expect(check(network, { fields: NETWORK })).toEqual({ passed: true, problems: [] });
  });

  it('refuse une demande qui n’est pas une vraie question, pour le bon champ', () => {
    const vague = check(network, {
      fields: { ...NETWORK, 'demande-2': 'Des conseils sur son métier et sur les études.' },
    });
    expect(vague.problems.map((problem) => problem.field)).toEqual(['demande-2']);
    expect(vague.problems[0]?.message).toMatch(/^Personne 2\u202f: écris ta demande comme tu la diras/);
  });

  it('refuse une personne manquante et un premier pas sans moment', () => {
    const result = check(network, {
      fields: { ...NETWORK, 'personne-3': '', 'premier-pas': 'Je commence par Samia, ma tante.' },
    });
    expect(result.problems.map((problem) => problem.field)).toEqual(['personne-3', 'premier-pas']);
  });

  it('garde un prénom et un lien courts : pas de place pour des coordonnées', () => {
    for (const rank of [1, 2, 3]) {
      const field = network.fields.find((f) => f.id === `personne-${rank}`);
      expect(field?.maxLength).toBeLessThanOrEqual(80);
    }
  });

  it('a un quiz de 4 à 6 questions, aux réponses dans les options et variées', () => {
    expectWellFormedQuiz(quiz);
  });

  it('valide le quiz avec une erreur, pas avec deux', () => {
    const right = Object.fromEntries(quiz.questions.map((q) => [q.id, q.answer]));
    const wrong = (id: string) => {
      const question = quiz.questions.find((q) => q.id === id);
      return question ? (question.answer + 1) % question.options.length : 0;
    };
    const [first, second] = quiz.questions.map((q) => q.id) as [string, string];
    expect(check(quiz, { answers: right }).passed).toBe(true);
    expect(check(quiz, { answers: { ...right, [first]: wrong(first) } }).passed).toBe(true);
    expect(
      check(quiz, { answers: { ...right, [first]: wrong(first), [second]: wrong(second) } }).passed,
    ).toBe(false);
  });
});
