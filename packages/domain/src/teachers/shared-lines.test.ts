import { describe, expect, it } from 'vitest';
import type { ProductionSourceStep } from '../levels/production-reading';
import { journeyLines } from './shared-lines';

const step = (level: number, stepId: string, answer: object, passed = true): ProductionSourceStep => ({
  level,
  stepId,
  answer: answer as Record<string, unknown>,
  passed,
  updatedAt: '2026-11-20T10:00:00.000Z',
});

describe('ce que montre un élément partagé', () => {
  it('la feuille de route : chaque horizon, puis ses étapes et leur mois', () => {
    const roadmap = step(49, 'feuille-de-route', {
      goals: [
        { horizon: 'an-2', goal: ' Entrer en BTS SIO ', milestones: [] },
        {
          horizon: 'an-1',
          goal: 'Avoir mon bac',
          milestones: [{ id: 'a', label: 'Réviser les maths', month: '2027-03' }],
        },
      ],
    });
    expect(journeyLines('roadMap', [roadmap])).toEqual([
      { label: 'Dans un an', text: 'Avoir mon bac' },
      { label: '2027-03', text: 'Réviser les maths' },
      { label: 'Dans deux ans', text: 'Entrer en BTS SIO' },
    ]);
  });

  it('rien tant que le niveau n’est pas réussi, ou si la réponse n’a pas la forme attendue', () => {
    expect(
      journeyLines('metiers', [step(6, 'trois-metiers', { items: [{ label: 'Boulanger' }] }, false)]),
    ).toEqual([]);
    expect(journeyLines('parcoursup', [step(19, 'voeux', { wishes: 'tout' })])).toEqual([]);
    expect(journeyLines('metiers', [])).toEqual([]);
  });

  it('les vœux, numérotés', () => {
    const voeux = step(19, 'voeux', { wishes: [{ label: 'BUT Informatique' }, { label: 'BTS SIO' }] });
    expect(journeyLines('parcoursup', [voeux])).toEqual([
      { label: 'Vœu 1', text: 'BUT Informatique' },
      { label: 'Vœu 2', text: 'BTS SIO' },
    ]);
  });
});
