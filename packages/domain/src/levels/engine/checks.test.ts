import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerSchemaFor } from './answers';
import { checkStep } from './checks';
import { isOpenQuestion } from './open-questions';
import type { AnsweredStep } from './steps';
import { checkField } from './text-rules';

const check = (step: AnsweredStep, answer: unknown) =>
  checkStep(step, answerSchemaFor(step).parse(answer) as Record<string, unknown>);

describe('questions ouvertes ou fermées', () => {
  it.each([
    'Comment se passe une journée type ?',
    'Qu’est-ce qui vous plaît le plus ?',
    'À quel âge avez-vous commencé ?',
    'Racontez-moi votre premier jour.',
    'Pourquoi ce métier ?',
  ])('« %s » est ouverte', (question) => expect(isOpenQuestion(question)).toBe(true));

  it.each([
    'Est-ce que vous aimez votre métier ?',
    'Aimez-vous travailler le week-end ?',
    'Avez-vous fait des études longues ?',
    'Vous travaillez seul ?',
    '',
  ])('« %s » est fermée', (question) => expect(isOpenQuestion(question)).toBe(false));
});

describe('règles d’un champ de texte', () => {
  const rule = {
    id: 'merci',
    label: 'Message',
    minLength: 10,
    maxLength: 100,
    mustMention: [{ anyOf: ['merci', 'remercie'], message: 'Remercie la personne.' }],
  };

  it('vide, trop court, mot manquant, puis juste', () => {
    expect(checkField(rule, '   ')[0]?.message).toMatch(/est à remplir/);
    expect(checkField(rule, 'Merci')[0]?.message).toMatch(/au moins 10 caractères \(tu en as 5\)/);
    expect(checkField(rule, 'Bonjour à vous tous')).toEqual([
      { field: 'merci', message: 'Remercie la personne.' },
    ]);
    expect(checkField(rule, 'Je vous REMERCIE beaucoup')).toEqual([]);
  });

  it('les accents et la casse ne comptent pas, mais le début du mot, si', () => {
    const accent = { ...rule, mustMention: [{ anyOf: ['eleve'], message: 'Dis qui tu es.' }] };
    expect(checkField(accent, 'Je suis ÉLÈVE en seconde')).toEqual([]);
    expect(checkField(accent, 'Je suis relevé de mes fonctions')).toHaveLength(1);
  });
});

describe('vérification des étapes', () => {
  const quiz: AnsweredStep = {
    kind: 'quiz',
    id: 'quiz',
    title: 'Quiz',
    say: '',
    passMark: 2,
    questions: ['a', 'b', 'c'].map((id) => ({
      id,
      text: id,
      options: ['x', 'y'],
      answer: 1,
      explanation: 'Parce que.',
    })),
  };

  it('un quiz incomplet demande toutes les réponses ; un score sous la barre dit combien il en faut', () => {
    expect(check(quiz, { answers: { a: 1 } }).problems[0]?.message).toMatch(/toutes les questions/);
    const low = check(quiz, { answers: { a: 1, b: 0, c: 0 } });
    expect(low).toMatchObject({ passed: false, result: { score: 1, total: 3 } });
    expect(low.problems[0]?.message).toMatch(/1 bonne réponse sur 3\u202F: il en faut 2/);
    expect(check(quiz, { answers: { a: 1, b: 1, c: 0 } }).passed).toBe(true);
  });

  it('le score d’un quiz est le nombre de bonnes réponses, quelles que soient les réponses', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 3, maxLength: 3 }), (picked) => {
        const answers = Object.fromEntries(['a', 'b', 'c'].map((id, i) => [id, picked[i] as number]));
        const result = check(quiz, { answers });
        const right = picked.filter((p) => p === 1).length;
        expect(result.result).toMatchObject({ score: right });
        expect(result.passed).toBe(right >= 2);
      }),
    );
  });

  it('une liste d’actions exige les cases obligatoires et le compte rendu', () => {
    const step: AnsweredStep = {
      kind: 'checklist',
      id: 'liste',
      title: 'Liste',
      say: '',
      items: [
        { id: 'fait', label: 'C’est fait', required: true },
        { id: 'bonus', label: 'En plus', required: false },
      ],
      report: { id: 'rapport', label: 'Compte rendu', minLength: 20, maxLength: 200 },
    };
    const missing = check(step, { done: ['bonus'], report: '' });
    expect(missing.problems.map((p) => p.field)).toEqual(['fait', 'rapport']);
    expect(check(step, { done: ['fait'], report: 'Une visite vraiment instructive.' }).passed).toBe(true);
  });

  it('un choix en double ou trop peu de choix ne passe pas', () => {
    const step: AnsweredStep = {
      kind: 'pick',
      id: 'choix',
      title: 'Choix',
      say: '',
      catalogue: 'metiers',
      min: 2,
      max: 3,
      notes: [],
    };
    const twice = check(step, {
      items: [
        { code: 'A1', label: 'Un' },
        { code: 'A1', label: 'Un' },
      ],
    });
    expect(twice.problems[0]?.message).toMatch(/deux fois le même/);
    expect(check(step, { items: [{ code: 'A1', label: 'Un' }] }).problems[0]?.message).toMatch(/au moins 2/);
    expect(() => answerSchemaFor(step).parse({ items: Array(4).fill({ code: 'A', label: 'B' }) })).toThrow(
      /3 éléments au plus/,
    );
  });

  it('une auto-évaluation non terminée dit combien il reste d’affirmations', () => {
    const step: AnsweredStep = {
      kind: 'scale',
      id: 'test',
      title: 'Test',
      say: '',
      dimensions: [{ id: 'd', label: 'D', portrait: 'P' }],
      items: [
        { id: 'i1', text: 'Un', dimension: 'd' },
        { id: 'i2', text: 'Deux', dimension: 'd', reversed: true },
      ],
    };
    expect(check(step, { answers: { i1: 5 } }).problems[0]?.message).toMatch(/reste 1 affirmation/);
    // Agree with the direct item, disagree with the reversed one: the top of the scale.
    expect(check(step, { answers: { i1: 5, i2: 1 } }).result).toMatchObject({ scores: [{ score: 100 }] });
    expect(() => answerSchemaFor(step).parse({ answers: { i1: 6 } })).toThrow(/de 1 à 5/);
  });
});
