import { describe, expect, it } from 'vitest';
import type { DevenirApprentis } from '../contracts/catalog';
import {
  devenirApprentisHeadline,
  devenirApprentisLines,
  devenirApprentisSource,
  formatPoints,
  hasDevenirApprentis,
} from './devenir-apprentis';

const aDevenir = (overrides: Partial<DevenirApprentis> = {}): DevenirApprentis => ({
  millesimes: '2023-2024',
  emploi_6_mois: 64,
  emploi_12_mois: 71,
  poursuite_etudes: 42,
  emploi_6_mois_attendu: 68,
  valeur_ajoutee: -4,
  source: 'InserJeunes, DEPP–DARES',
  ...overrides,
});

describe('devenir des apprentis d’un CFA', () => {
  it('écrit chaque taux avec une espace insécable avant % et l’espace fine avant les deux-points', () => {
    expect(devenirApprentisLines(aDevenir())).toEqual([
      'En emploi\u202f: 64\u00a0% après 6\u00a0mois, 71\u00a0% après 12\u00a0mois',
      'Attendu après 6\u00a0mois\u202f: 68\u00a0% (valeur ajoutée\u202f: \u22124\u00a0points)',
      'Poursuivent leurs études\u202f: 42\u00a0%',
    ]);
  });

  it('ne montre que les chiffres publiés', () => {
    const etudesSeules = aDevenir({
      emploi_6_mois: null,
      emploi_12_mois: null,
      emploi_6_mois_attendu: null,
      valeur_ajoutee: null,
      poursuite_etudes: 30,
    });
    expect(devenirApprentisLines(etudesSeules)).toEqual(['Poursuivent leurs études\u202f: 30\u00a0%']);
    expect(devenirApprentisHeadline(etudesSeules)).toBe('30\u00a0% poursuivent leurs études');
    expect(devenirApprentisHeadline(aDevenir())).toBe('64\u00a0% en emploi après 6\u00a0mois');
    expect(devenirApprentisLines(aDevenir({ emploi_12_mois: null, valeur_ajoutee: null }))).toEqual([
      'En emploi après 6\u00a0mois\u202f: 64\u00a0%',
      'Attendu après 6\u00a0mois\u202f: 68\u00a0%',
      'Poursuivent leurs études\u202f: 42\u00a0%',
    ]);
    const vide = aDevenir({ ...etudesSeules, poursuite_etudes: null });
    expect(hasDevenirApprentis(vide)).toBe(false);
    expect(hasDevenirApprentis(undefined)).toBe(false);
    expect(hasDevenirApprentis(aDevenir())).toBe(true);
  });

  it('signe la valeur ajoutée et accorde « point »', () => {
    expect(formatPoints(8)).toBe('+8\u00a0points');
    expect(formatPoints(-1)).toBe('\u22121\u00a0point');
    expect(formatPoints(0)).toBe('0\u00a0point');
  });

  it('nomme la source et les deux années cumulées', () => {
    expect(devenirApprentisSource(aDevenir())).toBe('InserJeunes, DEPP–DARES, millésimes 2023 et 2024');
  });
});
