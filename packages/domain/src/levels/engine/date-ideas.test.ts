import { describe, expect, it } from 'vitest';
import type { ProductionSourceStep } from '../production-reading';
import { journeyDateIdeas } from './date-ideas';

const step = (stepId: string, answer: Record<string, unknown>, updatedAt: string): ProductionSourceStep => ({
  level: 9,
  stepId,
  answer,
  passed: true,
  updatedAt,
});

describe('dates proposées par le parcours', () => {
  it('la relance du niveau 9 tombe dix jours après le jour d’envoi en France', () => {
    // Sent at 0:30 in Paris on 6 December (23:30 UTC on the 5th): the follow-up is on the 16th.
    const rows = [
      step('contact', { fields: { qui: 'Mme Caron, infirmière' } }, '2026-12-05T20:00:00Z'),
      step('envoi', { done: ['relu', 'envoye'] }, '2026-12-05T23:30:00Z'),
    ];
    const ideas = journeyDateIdeas(rows, [], '2026-12-06');
    expect(ideas.map((idea) => [idea.key, idea.date])).toEqual([
      ['rdv-niveau-9', null],
      ['relance-niveau-9', '2026-12-16'],
    ]);
    expect(journeyDateIdeas(rows, [], '2026-12-17').map((idea) => idea.key)).toEqual(['rdv-niveau-9']);
  });
});
