import { describe, expect, it } from 'vitest';
import type { BourseEstimate } from '../../contracts/aids';
import { answerSchemaFor } from '../engine/answers';
import { checkGrant } from '../engine/checks';
import type { AidsStep, GrantStep } from '../engine/steps';
import { STUDENT_AIDS } from '../student-life/student-aids';
import { LEVEL_36 } from './level-36';
import { check, stepOf } from './level-test-support';

const grant = stepOf<GrantStep>(LEVEL_36, 'estimation');
const aids = stepOf<AidsStep>(LEVEL_36, 'autres-aides');
const family = { parentsIncome: 25_000, dependentSiblings: 2, siblingsInHigherEducation: 1, distanceKm: 120 };

// Written by us: the shape of an estimate, not a figure of the scale.
const estimate: BourseEstimate = {
  chargePoints: { distance: 1, siblings: 6, total: 7 },
  echelon: '4',
  incomeCeiling: 30_000,
  monthlyAmount: 400,
  monthlyPayments: 10,
  yearlyAmount: 4000,
  scale: {
    academicYear: '2025-2026',
    appliesFrom: '2025-09-01',
    legalTitle: 'Arrêté',
    legalUrl: null,
    aVerifier: false,
  },
  sources: [],
};

describe('niveau 36 : bourses et aides', () => {
  it('demande chaque donnée, 0 compris, et nomme celle qui manque', () => {
    const result = check(grant, { ...family, distanceKm: null });
    expect(result.passed).toBe(false);
    expect(result.problems.map((problem) => problem.field)).toEqual(['distanceKm']);
  });

  it('ne passe qu’avec l’estimation calculée par le serveur', () => {
    const parsed = answerSchemaFor(grant).parse(family) as typeof family;
    expect(check(grant, family).passed).toBe(false);
    const result = checkGrant(grant, parsed, estimate);
    expect(result.passed).toBe(true);
    expect(result.result).toEqual({ kind: 'grant', estimate });
  });

  it('refuse en français un revenu négatif ou plus de frères dans le supérieur qu’à charge', () => {
    const negative = answerSchemaFor(grant).safeParse({ ...family, parentsIncome: -1 });
    expect(negative.success).toBe(false);
    expect(negative.error?.issues[0]?.message).toContain('négatif');
    const more = check(grant, { ...family, siblingsInHigherEducation: 3 });
    expect(more.problems[0]?.field).toBe('siblingsInHigherEducation');
  });

  it('chaque aide a sa condition et un lien https ; il en faut une gardée', () => {
    for (const aid of STUDENT_AIDS) {
      expect(aid.condition.length, aid.id).toBeGreaterThan(30);
      expect(aid.link.url, aid.id).toMatch(/^https:\/\//);
    }
    expect(check(aids, { kept: [] }).passed).toBe(false);
    expect(check(aids, { kept: ['aide-logement', 'visale'] }).passed).toBe(true);
    expect(answerSchemaFor(aids).safeParse({ kept: ['aide-inventee'] }).success).toBe(false);
  });
});
