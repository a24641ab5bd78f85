import { describe, expect, it } from 'vitest';
import { answerSchemaFor } from '../engine/answers';
import { checkStep, scoreScale } from '../engine/checks';
import type { AnsweredStep, ScaleStep, TextStep } from '../engine/steps';
import { LEVEL_14 } from './level-14';

const stepOf = <K extends AnsweredStep['kind']>(id: string, kind: K) => {
  const step = LEVEL_14.steps.find((s) => s.id === id);
  if (step?.kind !== kind) throw new Error(`step ${id} is not a ${kind}`);
  return step as Extract<AnsweredStep, { kind: K }>;
};

const scale: ScaleStep = stepOf('test-leadership', 'scale');
const equipe: TextStep = stepOf('equipe', 'text');

const check = (step: AnsweredStep, raw: unknown) =>
  checkStep(step, answerSchemaFor(step).parse(raw) as Record<string, unknown>);

/** Agrees with the dimension's items, disagrees with its reversed ones, stays neutral elsewhere. */
function answersFavouring(dimension: string): Record<string, number> {
  return Object.fromEntries(
    scale.items.map((item) => [item.id, item.dimension !== dimension ? 3 : item.reversed ? 1 : 5]),
  );
}

const USAGE =
  'Mon style le plus marqué est l’organisation. Pour l’exposé de SVT, je proposerai un planning dès la première séance, avec une date pour chaque partie.';

describe('level 14, « Test de leadership »', () => {
  it('is played in the player: a dialogue, the test, then a plan', () => {
    expect(LEVEL_14.level).toBe(14);
    expect(LEVEL_14.screen).toBe('player');
    expect(LEVEL_14.evidence).toBe('steps');
    expect(LEVEL_14.steps.map((s) => s.kind)).toEqual(['dialogue', 'scale', 'text']);
  });

  it('has four styles of four items, half of them reversed', () => {
    expect(scale.dimensions).toHaveLength(4);
    expect(scale.items).toHaveLength(16);
    expect(new Set(scale.items.map((item) => item.id)).size).toBe(16);
    for (const dimension of scale.dimensions) {
      const items = scale.items.filter((item) => item.dimension === dimension.id);
      expect(items, dimension.id).toHaveLength(4);
      expect(
        items.filter((item) => item.reversed),
        dimension.id,
      ).toHaveLength(2);
    }
    const known = new Set(scale.dimensions.map((d) => d.id));
    expect(scale.items.every((item) => known.has(item.dimension))).toBe(true);
  });

  it('writes one behaviour per item, and a portrait with one thing to watch', () => {
    for (const item of scale.items) {
      expect(item.text, item.id).not.toMatch(/\bet\b/);
      expect(item.text, item.id).not.toContain("'");
    }
    for (const dimension of scale.dimensions) {
      const sentences = dimension.portrait.split(/[.!?](?:\s|$)/).filter(Boolean);
      expect(sentences.length, dimension.id).toBeGreaterThanOrEqual(2);
      expect(sentences.length, dimension.id).toBeLessThanOrEqual(3);
      expect(dimension.portrait, dimension.id).toContain('À surveiller\u202f:');
    }
  });

  it('puts first the style whose items the student agrees with', () => {
    for (const dimension of scale.dimensions) {
      const answers = answersFavouring(dimension.id);
      const scores = scoreScale(scale, answers);
      expect(scores.map((s) => s.dimension)[0]).toBe(dimension.id);
      expect(scores[0]?.score).toBe(100);
      expect(check(scale, { answers }).passed).toBe(true);
    }
  });

  it('scores a student who agrees with everything in the middle, thanks to the reversed items', () => {
    const answers = Object.fromEntries(scale.items.map((item) => [item.id, 5]));
    expect(scoreScale(scale, answers).map((s) => s.score)).toEqual([50, 50, 50, 50]);
  });

  it('asks for every item, and only known ones', () => {
    expect(check(scale, { answers: {} }).passed).toBe(false);
    const extra = check(scale, { answers: { ...answersFavouring('elan'), inconnu: 3 } });
    expect(extra.passed).toBe(false);
  });

  it('accepts a real plan, refuses an empty or short one', () => {
    expect(check(equipe, { fields: { usage: USAGE } })).toMatchObject({ passed: true, problems: [] });
    expect(check(equipe, { fields: {} }).passed).toBe(false);
    const short = check(equipe, { fields: { usage: 'Je vais organiser.' } });
    expect(short.passed).toBe(false);
    expect(short.problems[0]?.field).toBe('usage');
  });

  it('says no style is better than another', () => {
    const dialogue = LEVEL_14.steps[0];
    const text = dialogue?.kind === 'dialogue' ? dialogue.lines.join(' ') : '';
    expect(text).toContain('Aucun style n’est meilleur');
    expect(JSON.stringify(LEVEL_14)).not.toContain("'");
  });
});
