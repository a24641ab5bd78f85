import { levelDefinition, type Profile, type StoredStep } from '@declic/domain';
import { describe, expect, it } from 'vitest';
import {
  chosenJobs,
  cvPrefillTexts,
  departementLine,
  fillEmptySections,
  romeWording,
  schoolYear,
  topQualities,
} from './use-cv-prefill';

const step = levelDefinition(15)?.steps.find((s) => s.kind === 'document');
if (step?.kind !== 'document') throw new Error('level 15 has no document step');

const profile: Profile = {
  id: 'u1',
  email: 'ines.moreau@example.fr',
  profile_type: 'student',
  first_name: 'Inès',
  last_name: 'Moreau',
  age: 15,
  gender: null,
  department: "21 - Côte-d'Or",
  school: 'Lycée Carnot, Dijon',
  phone_number: '06 12 34 56 78',
  avatar_json: null,
  avatar_url: null,
  home_preference: null,
  updated_at: '2025-10-01T10:00:00Z',
};

const stored = (stepId: string, answer: Record<string, unknown>, result?: Record<string, unknown>) =>
  ({ stepId, answer, passed: true, problems: [], updatedAt: '2025-10-01T10:00:00Z', result }) as StoredStep;

const level12 = [
  stored('exemple', { fields: {} }),
  stored(
    'auto-evaluation',
    { answers: {} },
    {
      kind: 'scale',
      scores: [
        { dimension: 'rigueur', label: 'Faire preuve de rigueur et de précision', score: 50 },
        { dimension: 'ecoute', label: "Etre à l'écoute, faire preuve d'empathie", score: 92 },
        { dimension: 'autonomie', label: "Faire preuve d'autonomie", score: 75 },
        { dimension: 'leadership', label: 'Faire preuve de leadership', score: 10 },
      ],
    },
  ),
];

const level6 = [
  stored('trois-metiers', {
    items: [
      { code: 'D1102', label: 'Boulanger / Boulangère', notes: {} },
      { code: 'G1602', label: 'Cuisinier / Cuisinière', notes: {} },
    ],
  }),
];

const TODAY = new Date('2025-10-13T12:00:00Z');

describe('what the CV is prefilled with', () => {
  it('takes the three strongest savoir-être of level 12, written the French way', () => {
    expect(topQualities(level12)).toEqual([
      'Être à l’écoute, faire preuve d’empathie',
      'Faire preuve d’autonomie',
      'Faire preuve de rigueur et de précision',
    ]);
    expect(romeWording('Etre force de proposition')).toBe('Être force de proposition');
  });

  it('takes the jobs picked at level 6', () => {
    expect(chosenJobs(level6)).toEqual(['Boulanger / Boulangère', 'Cuisinier / Cuisinière']);
  });

  it('finds nothing in a level not played or in an odd answer', () => {
    expect(topQualities(undefined)).toEqual([]);
    expect(topQualities([stored('auto-evaluation', {}, { kind: 'scale' })])).toEqual([]);
    expect(chosenJobs([stored('trois-metiers', { items: 'non' })])).toEqual([]);
  });

  it('dates the school year from September', () => {
    expect(schoolYear(new Date('2025-10-13T12:00:00Z'))).toBe('2025-2026');
    expect(schoolYear(new Date('2026-03-01T12:00:00Z'))).toBe('2025-2026');
    expect(schoolYear(new Date('2026-08-20T12:00:00Z'))).toBe('2026-2027');
  });

  it('writes the département as a CV does', () => {
    expect(departementLine("21 - Côte-d'Or")).toBe('Côte-d’Or (21)');
    expect(departementLine('2A - Corse-du-Sud')).toBe('Corse-du-Sud (2A)');
    expect(departementLine(null)).toBe('');
  });

  it('proposes identity, school, qualities and interests from real data only', () => {
    expect(cvPrefillTexts(step.sections, { profile, level12, level6 }, TODAY)).toEqual({
      identite: 'Inès Moreau\nines.moreau@example.fr · 06 12 34 56 78\nCôte-d’Or (21)',
      formation: '2025-2026 : Lycée Carnot, Dijon',
      qualites:
        'Être à l’écoute, faire preuve d’empathie\nFaire preuve d’autonomie\nFaire preuve de rigueur et de précision',
      centres: 'Découverte des métiers : Boulanger / Boulangère, Cuisinier / Cuisinière',
    });
  });

  it('leaves a section empty when its source could not be read', () => {
    expect(cvPrefillTexts(step.sections, {}, TODAY)).toEqual({});
    const nameless = { ...profile, first_name: null, last_name: ' ', school: null };
    expect(cvPrefillTexts(step.sections, { profile: nameless }, TODAY)).toEqual({});
  });

  it('never overwrites what the student typed', () => {
    expect(
      fillEmptySections(
        { identite: 'Inès M.', formation: ' ', titre: '' },
        { identite: 'X', formation: 'Y' },
      ),
    ).toEqual({ identite: 'Inès M.', formation: 'Y', titre: '' });
  });
});
