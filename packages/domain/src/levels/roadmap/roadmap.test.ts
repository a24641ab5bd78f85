import { describe, expect, it } from 'vitest';
import { monthsBetween, type RoadmapAnswer, roadmapProblems } from './roadmap';
import { roadmapReminders } from './roadmap-reminders';

const TODAY = '2026-11-26';
const goal = (horizon: 'an-1' | 'an-2' | 'an-3', months: string[]) => ({
  horizon,
  goal: 'Être admis en BTS Électrotechnique en alternance près de chez moi.',
  milestones: months.map((month, index) => ({
    id: `${horizon}-${index}`,
    label: `Étape ${index + 1}`,
    month,
  })),
});

describe('feuille de route du niveau 49', () => {
  it('compte les mois entre deux mois', () => {
    expect(monthsBetween('2026-11', '2027-02')).toBe(3);
    expect(monthsBetween('2026-11', '2026-10')).toBe(-1);
  });

  it('trois objectifs avec des étapes dans leur horizon passent', () => {
    const answer: RoadmapAnswer = {
      goals: [goal('an-1', ['2026-11', '2027-06']), goal('an-2', ['2028-03']), goal('an-3', ['2029-09'])],
    };
    expect(roadmapProblems({ goalMinLength: 20 }, answer, TODAY)).toEqual([]);
  });

  it('refuse un horizon vide, une étape passée et une étape hors de son horizon', () => {
    const answer: RoadmapAnswer = {
      goals: [goal('an-1', ['2026-10', '2028-06']), { ...goal('an-2', []), goal: 'Un BTS.' }],
    };
    expect(roadmapProblems({ goalMinLength: 20 }, answer, TODAY).map((problem) => problem.message)).toEqual([
      '« Étape 1 » : ce mois est déjà passé.',
      '« Étape 2 » : cette étape tombe après l’horizon « dans un an ».',
      'Dans deux ans : écris ton objectif en une phrase (20 caractères au moins, tu en as 7).',
      'Dans deux ans : ajoute au moins une étape, avec son mois.',
      'Dans trois ans : écris ton objectif en une phrase (20 caractères au moins, tu en as 0).',
      'Dans trois ans : ajoute au moins une étape, avec son mois.',
    ]);
  });
});

describe('rappels de la feuille de route', () => {
  it('rappelle chaque étape le premier jour de son mois', () => {
    const reminders = roadmapReminders({
      goals: [
        {
          horizon: 'an-1',
          goal: 'x',
          milestones: [{ id: 'e1', label: 'Dossier Parcoursup bouclé', month: '2027-03' }],
        },
      ],
    });
    expect(reminders).toEqual([
      {
        level: 49,
        key: 'e1',
        message: 'Ta feuille de route\u202f: Dossier Parcoursup bouclé (mars 2027).',
        due: '2027-03-01T08:00:00Z',
      },
    ]);
    expect(roadmapReminders(undefined)).toEqual([]);
  });
});
