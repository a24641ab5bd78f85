import { describe, expect, it } from 'vitest';
import { coherenceInput } from '../coherence/coherence-input';
import { type CoherenceInput, coherenceReport } from '../coherence/coherence-report';
import { checkCoherence } from '../engine/checks';
import type { CoherenceStep } from '../engine/steps';
import type { ProductionSourceStep } from '../productions';
import { LEVEL_25 } from './level-25';
import { stepOf } from './level-test-support';

const coherence = stepOf<CoherenceStep>(LEVEL_25, 'verification');

const COHERENT: CoherenceInput = {
  metiers: ['Développeur / Développeuse web', 'Technicien / Technicienne de maintenance informatique'],
  cv: { title: 'Futur développeur web', text: 'Curieux : je répare les ordinateurs de ma famille.' },
  letter: {
    catalogue: 'formations',
    label: 'BUT Informatique',
    text: 'Ma curiosité me pousse vers le code.',
  },
  projet: { label: 'BUT Informatique', text: 'Je veux apprendre à programmer.' },
  wishes: ['BUT Informatique', 'BTS Services informatiques aux organisations'],
  strengths: ['Curiosité', 'Persévérance'],
};

const ok = (input: CoherenceInput) => Object.fromEntries(coherenceReport(input).map((f) => [f.id, f.ok]));

describe('niveau 25 : tout colle ?', () => {
  it('un dossier qui va dans un seul sens passe chaque vérification', () => {
    expect(ok(COHERENT)).toEqual({
      'projet-dans-voeux': true,
      'lettre-dans-projet': true,
      'cv-titre': true,
      'voeux-isoles': true,
      forces: true,
    });
    const forces = coherenceReport(COHERENT).find((finding) => finding.id === 'forces');
    expect(forces?.detail).toBe(
      'Tu t’appuies sur 1 de tes points forts. Pense aussi à «\u202FPersévérance\u202F», avec un exemple.',
    );
  });

  it('repère un projet hors des vœux, une lettre d’ailleurs, un titre vague, un vœu isolé, des forces oubliées', () => {
    const report = coherenceReport({
      ...COHERENT,
      cv: { title: 'Élève de terminale', text: 'Je suis sérieux.' },
      letter: { catalogue: 'offres', label: 'Serveur / Serveuse en restauration', text: 'Bonjour.' },
      projet: { label: 'Licence Psychologie', text: 'J’aime écouter.' },
      wishes: ['BUT Informatique', 'BTS Services informatiques aux organisations', 'CAP Fleuriste'],
    });
    expect(Object.fromEntries(report.map((f) => [f.id, f.ok]))).toEqual({
      'projet-dans-voeux': false,
      'lettre-dans-projet': false,
      'cv-titre': false,
      'voeux-isoles': false,
      forces: false,
    });
    expect(report[0]?.detail).toBe(
      'Ton projet motivé vise «\u202FLicence Psychologie\u202F», qui n’est pas dans tes vœux\u202F: ajoute cette formation au niveau 19, ou réécris ton projet au niveau 18 pour un de tes vœux.',
    );
    expect(report[3]?.detail).toMatch(/^«\u202FCAP Fleuriste\u202F» ne ressemble à rien d’autre/);
  });

  it('ne vérifie que ce qui existe, lu dans les étapes validées', () => {
    const rows: ProductionSourceStep[] = [
      {
        level: 19,
        stepId: 'voeux',
        answer: { wishes: [{ code: '1', label: 'BUT Informatique' }] },
        passed: true,
        updatedAt: '2026-11-20T10:00:00Z',
      },
      {
        level: 18,
        stepId: 'projet',
        answer: { formation: { label: 'X' } },
        passed: false,
        updatedAt: '2026-11-20T10:00:00Z',
      },
    ];
    const input = coherenceInput(rows, []);
    expect(input).toMatchObject({ wishes: ['BUT Informatique'], projet: null, cv: null, letter: null });
    expect(coherenceReport(input).map((finding) => finding.id)).toEqual(['voeux-isoles']);
  });

  it('demande un plan quand un point est à revoir, et rien de plus quand tout colle', () => {
    const findings = coherenceReport({ ...COHERENT, wishes: ['CAP Fleuriste'] });
    const check = checkCoherence(coherence, { plan: '' }, findings);
    expect(check.passed).toBe(false);
    expect(check.problems[0]?.message).toMatch(/^2 points à revoir\s: dis en une ou deux phrases/);
    expect(
      checkCoherence(
        coherence,
        { plan: 'J’ajoute le BUT à mes vœux samedi, et je refais mon titre.' },
        findings,
      ).passed,
    ).toBe(true);
    expect(checkCoherence(coherence, { plan: '' }, coherenceReport(COHERENT)).passed).toBe(true);
    expect(checkCoherence(coherence, { plan: 'Un plan.' }, []).passed).toBe(false);
  });
});
