import { describe, expect, it } from 'vitest';
import { answerSchemaFor } from '../engine/answers';
import { checkStep, scoreScale } from '../engine/checks';
import type { AnsweredStep, ScaleStep, TextStep } from '../engine/steps';
import { LEVEL_12, LEVEL_12_ROME_SAVOIR_ETRE } from './level-12';

// The ROME v460 savoir-être (unix_item code_rubrique 2): code_ogr → libellé, copied from the release.
const ROME_LIBELLES: Record<string, string> = {
  '300490': 'Faire preuve de rigueur et de précision',
  '300483': 'Organiser son travail selon les priorités et les objectifs',
  '300465': "Avoir l'esprit d'équipe",
  '300460': "Faire preuve d'autonomie",
  '300467': 'Etre force de proposition',
  '300489': 'Faire preuve de leadership',
  '300412': "Etre à l'écoute, faire preuve d'empathie",
  '300473': 'Faire preuve de réactivité',
};

const stepOf = <K extends AnsweredStep['kind']>(id: string, kind: K) => {
  const step = LEVEL_12.steps.find((s) => s.id === id);
  if (step?.kind !== kind) throw new Error(`step ${id} is not a ${kind}`);
  return step as Extract<AnsweredStep, { kind: K }>;
};

const scale: ScaleStep = stepOf('auto-evaluation', 'scale');
const exemple: TextStep = stepOf('exemple', 'text');

const check = (step: AnsweredStep, raw: unknown) =>
  checkStep(step, answerSchemaFor(step).parse(raw) as Record<string, unknown>);

/** Agrees with the dimension's items, disagrees with its reversed ones, stays neutral elsewhere. */
function answersFavouring(dimension: string): Record<string, number> {
  return Object.fromEntries(
    scale.items.map((item) => [item.id, item.dimension !== dimension ? 3 : item.reversed ? 1 : 5]),
  );
}

const PREUVE =
  'En seconde, notre exposé d’histoire prenait du retard. J’ai proposé un planning sur deux semaines. ' +
  'Chaque personne avait sa partie, puis je vérifiais l’avancement le vendredi. Nous avons fini à temps.';

describe('level 12, « Tes savoir-être »', () => {
  it('is played in the player, with steps as evidence', () => {
    expect(LEVEL_12.level).toBe(12);
    expect(LEVEL_12.screen).toBe('player');
    expect(LEVEL_12.evidence).toBe('steps');
    expect(LEVEL_12.steps.map((s) => s.kind)).toEqual(['dialogue', 'scale', 'text']);
  });

  it('measures eight ROME savoir-être, labelled with their exact ROME libellé', () => {
    expect(scale.dimensions).toHaveLength(8);
    expect(Object.keys(LEVEL_12_ROME_SAVOIR_ETRE).sort()).toEqual(scale.dimensions.map((d) => d.id).sort());
    expect(new Set(Object.values(LEVEL_12_ROME_SAVOIR_ETRE)).size).toBe(8);
    for (const dimension of scale.dimensions) {
      expect(dimension.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      const code = LEVEL_12_ROME_SAVOIR_ETRE[dimension.id] ?? '';
      expect(ROME_LIBELLES[code], dimension.id).toBe(dimension.label);
    }
  });

  it('has three items per dimension, each with at least one reversed item', () => {
    expect(scale.items).toHaveLength(24);
    expect(new Set(scale.items.map((item) => item.id)).size).toBe(24);
    for (const dimension of scale.dimensions) {
      const items = scale.items.filter((item) => item.dimension === dimension.id);
      expect(items, dimension.id).toHaveLength(3);
      expect(
        items.some((item) => item.reversed),
        dimension.id,
      ).toBe(true);
      expect(
        items.some((item) => !item.reversed),
        dimension.id,
      ).toBe(true);
    }
    // Balanced keying over the whole test.
    expect(scale.items.filter((item) => item.reversed)).toHaveLength(12);
  });

  it('writes one behaviour per item, in the first person, and a two-sentence portrait per dimension', () => {
    for (const item of scale.items) {
      expect(item.text, item.id).not.toMatch(/\bet\b/);
      expect(item.text, item.id).toMatch(/\b(je|j’|m’|me|mes|mon|ma|moi)\b|^J’|\bj’/i);
      expect(item.text, item.id).not.toContain("'");
      expect(item.id.length).toBeLessThanOrEqual(40);
    }
    for (const dimension of scale.dimensions) {
      expect(dimension.portrait.split(/[.!?](?:\s|$)/).filter(Boolean), dimension.id).toHaveLength(2);
    }
  });

  it('puts first the dimension whose items the student agrees with', () => {
    for (const dimension of scale.dimensions) {
      const answers = answersFavouring(dimension.id);
      const scores = scoreScale(scale, answers);
      expect(scores[0]?.dimension).toBe(dimension.id);
      expect(scores[0]?.score).toBe(100);
      expect(scores[1]?.score).toBe(50);
      expect(check(scale, { answers }).passed).toBe(true);
    }
  });

  it('asks for every item of the self-assessment', () => {
    expect(check(scale, { answers: {} }).passed).toBe(false);
    const partial = answersFavouring('rigueur');
    delete partial['rigueur-1'];
    const result = check(scale, { answers: partial });
    expect(result.passed).toBe(false);
    expect(result.problems[0]?.message).toContain('1 affirmation');
  });

  it('accepts a real example, refuses an empty or short one', () => {
    expect(check(exemple, { fields: { preuve: PREUVE } })).toMatchObject({ passed: true, problems: [] });
    expect(check(exemple, { fields: { preuve: '' } }).passed).toBe(false);
    const short = check(exemple, { fields: { preuve: 'J’ai aidé mon frère.' } });
    expect(short.passed).toBe(false);
    expect(short.problems[0]?.field).toBe('preuve');
    expect(() => answerSchemaFor(exemple).parse({ fields: { preuve: 'a'.repeat(1001) } })).toThrow();
  });

  it('uses French typography in its prose', () => {
    // The ROME libellés keep their straight apostrophe: the API compares them verbatim.
    const romeLabels = new Set(Object.values(ROME_LIBELLES));
    const prose = JSON.stringify(LEVEL_12, (key, value) =>
      key === 'label' && romeLabels.has(value) ? undefined : value,
    );
    expect(prose).not.toContain("'");
    expect(prose).toContain('l’esprit d’équipe');
    expect(prose).toContain('24\u00a0affirmations');
    expect(prose).toContain('\u202f!');
  });
});
