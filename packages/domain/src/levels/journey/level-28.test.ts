import { describe, expect, it } from 'vitest';
import type { TextStep } from '../engine/steps';
import { journeyTimeline } from '../story/journey-timeline';
import { LEVEL_28 } from './level-28';
import { check, stepOf } from './level-test-support';

const story = stepOf<TextStep>(LEVEL_28, 'histoire');

describe('niveau 28 : ton histoire', () => {
  it('la frise va du premier jour aux niveaux joués, datés par leur dernière étape validée', () => {
    const timeline = journeyTimeline({
      joinedAt: '2026-09-01T08:00:00Z',
      analyses: [
        {
          level: null,
          title: 'Ton profil d’orientation',
          detail: 'Code SEA',
          createdAt: '2026-09-01T09:00:00Z',
        },
      ],
      rows: [
        {
          level: 6,
          stepId: 'trois-metiers',
          answer: { items: [{ code: 'A', label: 'Fleuriste' }] },
          passed: true,
          updatedAt: '2026-09-10T10:00:00Z',
        },
        { level: 6, stepId: 'attirance', answer: {}, passed: true, updatedAt: '2026-09-12T10:00:00Z' },
        { level: 7, stepId: 'quiz', answer: {}, passed: false, updatedAt: '2026-09-13T10:00:00Z' },
      ],
    });
    expect(timeline).toEqual([
      {
        date: '2026-09-01T08:00:00Z',
        level: null,
        title: 'Ton arrivée sur Déclic',
        detail: 'Le tout premier jour.',
      },
      { date: '2026-09-01T09:00:00Z', level: null, title: 'Ton profil d’orientation', detail: 'Code SEA' },
      {
        date: '2026-09-12T10:00:00Z',
        level: 6,
        title: expect.stringMatching(/^Niveau 6 · /),
        detail: '1 métier',
      },
    ]);
  });

  it('l’histoire demande trois temps, et un tournant situé', () => {
    const debut = 'En arrivant, je ne savais pas du tout quoi faire après le bac, je cherchais une idée.';
    const suite = 'Aujourd’hui je vise un BTS Tourisme, et j’ai appris que j’aime parler aux gens.';
    const vague = check(story, {
      fields: {
        debut,
        tournant: 'Tout a changé pour moi, vraiment, et je me suis senti beaucoup plus sûr de moi.',
        suite,
      },
    });
    expect(vague.problems.map((problem) => problem.field)).toEqual(['tournant']);
    const situe =
      'Le jour où j’ai passé l’entretien simulé, j’ai compris que je savais parler de mes projets sans paniquer.';
    expect(check(story, { fields: { debut, tournant: situe, suite } }).passed).toBe(true);
  });
});
