import { describe, expect, it } from 'vitest';
import { aDevenirApprentis } from '../testing';
import {
  devenirApprentisHeadline,
  devenirApprentisLines,
  devenirApprentisSource,
  formatPoints,
  hasDevenirApprentis,
} from './devenir-apprentis';

describe('devenir des apprentis d’un CFA', () => {
  it('écrit chaque taux avec une espace insécable avant % et l’espace fine avant les deux-points', () => {
    expect(devenirApprentisLines(aDevenirApprentis())).toEqual([
      'En emploi\u202f: 64\u00a0% après 6\u00a0mois, 71\u00a0% après 12\u00a0mois',
      'Attendu après 6\u00a0mois\u202f: 68\u00a0% (valeur ajoutée\u202f: \u22124\u00a0points)',
      'Poursuivent leurs études\u202f: 42\u00a0%',
    ]);
  });

  it('ne montre que les chiffres publiés', () => {
    const etudesSeules = aDevenirApprentis({
      emploi_6_mois: null,
      emploi_12_mois: null,
      emploi_6_mois_attendu: null,
      valeur_ajoutee: null,
      poursuite_etudes: 30,
    });
    expect(devenirApprentisLines(etudesSeules)).toEqual(['Poursuivent leurs études\u202f: 30\u00a0%']);
    expect(devenirApprentisHeadline(etudesSeules)).toBe('30\u00a0% poursuivent leurs études');
    expect(devenirApprentisHeadline(aDevenirApprentis())).toBe('64\u00a0% en emploi après 6\u00a0mois');
    expect(devenirApprentisLines(aDevenirApprentis({ emploi_12_mois: null, valeur_ajoutee: null }))).toEqual([
      'En emploi après 6\u00a0mois\u202f: 64\u00a0%',
      'Attendu après 6\u00a0mois\u202f: 68\u00a0%',
      'Poursuivent leurs études\u202f: 42\u00a0%',
    ]);
    const vide = aDevenirApprentis({ ...etudesSeules, poursuite_etudes: null });
    expect(hasDevenirApprentis(vide)).toBe(false);
    expect(hasDevenirApprentis(undefined)).toBe(false);
    expect(hasDevenirApprentis(aDevenirApprentis())).toBe(true);
  });

  it('signe la valeur ajoutée et accorde « point »', () => {
    expect(formatPoints(8)).toBe('+8\u00a0points');
    expect(formatPoints(-1)).toBe('\u22121\u00a0point');
    expect(formatPoints(0)).toBe('0\u00a0point');
  });

  it('nomme la source et les deux années cumulées', () => {
    expect(devenirApprentisSource(aDevenirApprentis())).toBe(
      'InserJeunes, DEPP–DARES, millésimes 2023 et 2024',
    );
  });
});
