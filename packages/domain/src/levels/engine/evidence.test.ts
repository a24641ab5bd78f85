import { describe, expect, it } from 'vitest';
import { resumeIndex, stepsMissing } from './evidence';
import { defineLevel } from './level-definition';

const level = defineLevel({
  level: 40,
  intro: ['Bonjour'],
  steps: [
    { kind: 'dialogue', id: 'avant', title: 'Avant', say: '', lines: ['Une ligne'] },
    { kind: 'confirm', id: 'un', title: 'Un', say: '' },
    { kind: 'dialogue', id: 'entre', title: 'Entre', say: '', lines: ['Une autre'] },
    { kind: 'rating', id: 'deux', title: 'Deux', say: '', min: 8 },
  ],
  success: 'Bravo',
  evidence: 'steps',
  screen: 'player',
});

describe('reprise et preuve d’un niveau', () => {
  it('un nouvel élève commence par les premières explications', () => {
    expect(resumeIndex(level, new Set())).toBe(0);
    expect(stepsMissing(level, new Set()).map((step) => step.id)).toEqual(['un', 'deux']);
  });

  it('un élève qui revient reprend aux explications qui précèdent la première étape non validée', () => {
    expect(resumeIndex(level, new Set(['un']))).toBe(2);
    expect(stepsMissing(level, new Set(['un']))).toEqual([{ id: 'deux', title: 'Deux' }]);
  });

  it('tout validé : fin du niveau, plus rien ne manque', () => {
    expect(resumeIndex(level, new Set(['un', 'deux']))).toBe(4);
    expect(stepsMissing(level, new Set(['un', 'deux']))).toEqual([]);
  });

  it('une étape en double est refusée dès la définition', () => {
    expect(() => defineLevel({ ...level, steps: [level.steps[1]!, level.steps[1]!] })).toThrow(
      /« un » en double/,
    );
  });
});
