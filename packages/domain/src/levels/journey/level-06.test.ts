import { describe, expect, it } from 'vitest';
import { answerSchemaFor } from '../engine/answers';
import type { AnsweredStep, PickStep, TextStep } from '../engine/steps';
import { LEVEL_06 } from './level-06';
import { check, prose, stepOf } from './level-test-support';

const step = <T extends AnsweredStep>(id: string) => stepOf<T>(LEVEL_06, id);

const pickStep = step<PickStep>('trois-metiers');

const notes = (attire: string, inquiete: string) => ({ attire, inquiete });
const goodJobs = [
  {
    code: 'G1602',
    label: 'Cuisinier / Cuisinière',
    notes: notes(
      'J’aime cuisiner pour ma famille et inventer des recettes.',
      'Les horaires du soir et du week-end me font un peu peur.',
    ),
  },
  {
    code: 'A1501',
    label: 'Soigneur / Soigneuse d’animaux',
    notes: notes(
      'Travailler dehors, avec des animaux, et jamais deux jours pareils.',
      'Je ne sais pas si je supporterai le froid et le travail physique.',
    ),
  },
  {
    code: 'F1602',
    label: 'Électricien / Électricienne du bâtiment',
    notes: notes(
      'Comprendre comment marche une maison et voir le résultat le soir.',
      'J’ai peur de faire une erreur dangereuse au début.',
    ),
  },
];

describe('level 6 — Enquête métiers', () => {
  it('is a player level proved by its steps, with a short intro and success', () => {
    expect(LEVEL_06.level).toBe(6);
    expect(LEVEL_06.screen).toBe('player');
    expect(LEVEL_06.evidence).toBe('steps');
    expect(LEVEL_06.intro.length).toBeGreaterThanOrEqual(2);
    expect(LEVEL_06.intro.length).toBeLessThanOrEqual(4);
    expect(LEVEL_06.success.length).toBeGreaterThan(20);
  });

  it('has unique step ids, in the expected order', () => {
    const ids = LEVEL_06.steps.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(LEVEL_06.steps.map((s) => s.kind)).toEqual(['dialogue', 'pick', 'text']);
    expect(ids.slice(1)).toEqual(['trois-metiers', 'prefere']);
  });

  it('uses French typography in every text', () => {
    for (const text of prose(LEVEL_06)) {
      expect(text).not.toContain("'");
      expect(text).not.toMatch(/\d [a-zé]/);
    }
  });

  it('asks for exactly three jobs of the catalogue, suggested from the profile', () => {
    expect(pickStep).toMatchObject({ catalogue: 'metiers', min: 3, max: 3, suggest: 'recommended_jobs' });
    expect(pickStep.notes.map((n) => n.id)).toEqual(['attire', 'inquiete']);
  });

  it('passes three jobs with both notes written', () => {
    expect(check(pickStep, { items: goodJobs })).toMatchObject({ passed: true, problems: [] });
  });

  it('refuses too few jobs, short notes, a job chosen twice, and a fourth job', () => {
    expect(check(pickStep, { items: [] }).passed).toBe(false);
    expect(check(pickStep, { items: goodJobs.slice(0, 2) }).passed).toBe(false);

    const short = goodJobs.map((job) => ({ ...job, notes: notes('Le salaire', '') }));
    const shortCheck = check(pickStep, { items: short });
    expect(shortCheck.passed).toBe(false);
    expect(shortCheck.problems).toHaveLength(6);

    const twice = [goodJobs[0], goodJobs[0], goodJobs[1]];
    expect(check(pickStep, { items: twice }).problems[0]?.message).toContain('deux fois');

    const fourth = { ...goodJobs[0], code: 'K2112', label: 'Professeur / Professeure' };
    expect(answerSchemaFor(pickStep).safeParse({ items: [...goodJobs, fourth] }).success).toBe(false);
  });

  it('passes a first choice with a reason, and refuses an empty or too short one', () => {
    const prefere = step<TextStep>('prefere');
    expect(prefere.fields).toHaveLength(1);
    const field = prefere.fields[0]!.id;
    const good = {
      fields: {
        [field]:
          'Soigneur ou soigneuse d’animaux, parce que j’ai adoré mon stage de troisième dans un refuge.',
      },
    };
    expect(check(prefere, good).passed).toBe(true);
    expect(check(prefere, { fields: {} }).passed).toBe(false);
    expect(check(prefere, { fields: { [field]: 'Cuisinier, c’est cool.' } }).passed).toBe(false);
  });
});
