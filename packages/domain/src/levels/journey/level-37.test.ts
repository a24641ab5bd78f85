import { describe, expect, it } from 'vitest';
import type { HousingStep } from '../engine/steps';
import { LEVEL_37 } from './level-37';
import { check, stepOf } from './level-test-support';

const housing = stepOf<HousingStep>(LEVEL_37, 'comparaison');
const complete = {
  commune: { code: '69123', label: 'Lyon' },
  age: 18,
  boursier: true,
  options: [
    { type: 'crous', rent: 280, deposit: 280 },
    { type: 'studio', rent: 520, deposit: 520 },
    { type: 'famille', rent: null, deposit: null },
  ],
  choice: 'crous',
  why: 'Le loyer le plus bas, à dix minutes de la fac, et je garde du temps pour réviser.',
};

describe('niveau 37 : se loger', () => {
  it('passe avec une ville, deux solutions chiffrées au moins, un choix parmi elles et sa raison', () => {
    expect(check(housing, complete).passed).toBe(true);
  });

  it('une solution sans loyer ne compte pas, sauf chez la famille', () => {
    const result = check(housing, {
      ...complete,
      options: [
        { type: 'crous', rent: 280, deposit: null },
        { type: 'studio', rent: null, deposit: null },
      ],
    });
    expect(result.problems.map((problem) => problem.field)).toEqual(['options']);
  });

  it('le choix doit être une des solutions comparées', () => {
    const result = check(housing, { ...complete, choice: 'colocation' });
    expect(result.problems.map((problem) => problem.field)).toEqual(['choice']);
  });

  it('refuse en français un loyer négatif ou une commune hors liste', () => {
    const schema = housing;
    const negative = () =>
      check(schema, { ...complete, options: [{ type: 'studio', rent: -5, deposit: null }] });
    expect(negative).toThrow(/négatif/);
    expect(() => check(schema, { ...complete, commune: { code: 'Lyon', label: 'Lyon' } })).toThrow(/commune/);
  });
});
