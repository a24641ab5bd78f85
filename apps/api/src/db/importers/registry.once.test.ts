import { describe, expect, it } from 'vitest';
import { findImporter, importers } from './registry';

describe('ordre des importeurs de « npm run import -- all »', () => {
  it('passe chaque importeur après ceux dont il lit les tables', () => {
    const position = new Map(importers.map((importer, index) => [importer.name, index]));
    for (const [index, importer] of importers.entries()) {
      for (const dependency of importer.dependsOn ?? []) {
        expect(position.get(dependency), `${importer.name} dépend de ${dependency}`).toBeLessThan(index);
      }
    }
  });

  it('connaît les taux d’accès Parcoursup, après les formations', () => {
    expect(findImporter('parcoursup-acces')?.dependsOn).toEqual(['formations']);
  });

  it('connaît le devenir des apprentis par CFA, après les formations', () => {
    expect(findImporter('inserjeunes')?.dependsOn).toEqual(['formations']);
  });
});
