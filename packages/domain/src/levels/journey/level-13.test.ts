import { describe, expect, it } from 'vitest';
import { answerSchemaFor } from '../engine/answers';
import { checkStep } from '../engine/checks';
import type { AnsweredStep, ChecklistStep, TextStep } from '../engine/steps';
import { LEVEL_13 } from './level-13';

const stepOf = <K extends AnsweredStep['kind']>(id: string, kind: K) => {
  const step = LEVEL_13.steps.find((s) => s.id === id);
  if (step?.kind !== kind) throw new Error(`step ${id} is not a ${kind}`);
  return step as Extract<AnsweredStep, { kind: K }>;
};

const star: TextStep = stepOf('star', 'text');
const relecture: ChecklistStep = stepOf('relecture', 'checklist');

const check = (step: AnsweredStep, raw: unknown) =>
  checkStep(step, answerSchemaFor(step).parse(raw) as Record<string, unknown>);

const fieldOf = (id: string) => {
  const field = star.fields.find((f) => f.id === id);
  if (!field) throw new Error(`no field ${id}`);
  return field;
};
const messageOf = (id: string) => fieldOf(id).mustMention?.[0]?.message ?? '';

const STORY = {
  situation:
    'L’année dernière, au club de handball, notre équipe des moins de 17 ans perdait presque tous ses matchs.',
  tache: 'Le coach m’a nommée capitaine. Mon rôle était de redonner confiance au groupe.',
  action:
    'J’ai proposé un entraînement de plus le mercredi. Je parlais avec chaque joueuse après les matchs. ' +
    'J’ai aussi créé un groupe de discussion pour fixer nos objectifs de la semaine.',
  resultat:
    'Finalement, nous avons gagné quatre matchs sur les six suivants. J’ai appris à écouter avant de décider.',
};

const withField = (id: keyof typeof STORY, text: string) => ({ fields: { ...STORY, [id]: text } });

describe('level 13, « La méthode STAR »', () => {
  it('is played in the player: a dialogue, the story with advisor feedback, then a checklist', () => {
    expect(LEVEL_13.level).toBe(13);
    expect(LEVEL_13.screen).toBe('player');
    expect(LEVEL_13.evidence).toBe('steps');
    expect(LEVEL_13.steps.map((s) => s.kind)).toEqual(['dialogue', 'text', 'checklist']);
    expect(star.feedback).toBe('advisor');
    expect(star.fields.map((f) => [f.id, f.label])).toEqual([
      ['situation', 'Situation'],
      ['tache', 'Tâche'],
      ['action', 'Action'],
      ['resultat', 'Résultat'],
    ]);
    for (const field of star.fields) {
      expect(field.multiline, field.id).toBe(true);
      expect(field.hint, field.id).toBeTruthy();
      expect(field.mustMention, field.id).toHaveLength(1);
    }
  });

  it('tells the worked example in the four parts', () => {
    const dialogue = LEVEL_13.steps[0];
    const lines = dialogue?.kind === 'dialogue' ? dialogue.lines : [];
    for (const part of ['Situation', 'Tâche', 'Action', 'Résultat']) {
      expect(
        lines.some((line) => line.startsWith(`${part}\u202f:`)),
        part,
      ).toBe(true);
    }
    expect(lines.join(' ')).toContain('16\u00a0ans');
  });

  it('accepts a realistic STAR story', () => {
    expect(check(star, { fields: STORY })).toEqual({ passed: true, problems: [] });
  });

  it('refuses an empty story, field by field', () => {
    const result = check(star, { fields: {} });
    expect(result.passed).toBe(false);
    expect(result.problems.map((p) => p.field)).toEqual(['situation', 'tache', 'action', 'resultat']);
  });

  it('refuses each part when it is too short', () => {
    for (const id of ['situation', 'tache', 'action', 'resultat'] as const) {
      const result = check(star, withField(id, 'Au lycée, je devais gagner.'));
      expect(result.passed, id).toBe(false);
      expect(result.problems, id).toEqual([expect.objectContaining({ field: id })]);
      expect(result.problems[0]?.message, id).toContain(`au moins ${fieldOf(id).minLength}`);
    }
  });

  it('asks for « je » in the action, and does not take « jour » or « on » for it', () => {
    const withoutJe =
      'On a fait un planning tous ensemble, puis on a réparti les rôles. Chaque jour, on jouait une heure de plus.';
    const result = check(star, withField('action', withoutJe));
    expect(result.passed).toBe(false);
    expect(result.problems).toEqual([{ field: 'action', message: messageOf('action') }]);
    expect(messageOf('action')).toContain('je');
    for (const firstPerson of ['J’étais', "J'ai", 'Je', 'J’y', 'J’habite']) {
      expect(check(star, withField('action', `${firstPerson} ${withoutJe}`)).passed, firstPerson).toBe(true);
    }
  });

  it('asks for a time or place in the situation', () => {
    const result = check(
      star,
      withField(
        'situation',
        'Notre équipe perdait presque tout. Les joueuses avaient perdu confiance en elles.',
      ),
    );
    expect(result.problems).toEqual([{ field: 'situation', message: messageOf('situation') }]);
  });

  it('asks for the task to be a goal or a duty', () => {
    const result = check(star, withField('tache', 'Il y avait beaucoup de monde autour de moi ce jour-là.'));
    expect(result.problems).toEqual([{ field: 'tache', message: messageOf('tache') }]);
  });

  it('asks for an outcome in the result', () => {
    const result = check(
      star,
      withField('resultat', 'Les autres joueuses ont continué à venir aux entraînements du mercredi.'),
    );
    expect(result.problems).toEqual([{ field: 'resultat', message: messageOf('resultat') }]);
  });

  it('needs both required ticks of the review, not the optional one', () => {
    expect(check(relecture, { done: ['voix-haute', 'appris'] }).passed).toBe(true);
    expect(relecture.report).toBeUndefined();
    const missing = check(relecture, { done: ['voix-haute', 'je'] });
    expect(missing.passed).toBe(false);
    expect(missing.problems.map((p) => p.field)).toEqual(['appris']);
    expect(check(relecture, { done: [] }).problems).toHaveLength(2);
  });
});
