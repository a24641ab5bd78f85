import { describe, expect, it } from 'vitest';
import { compactSiret, isValidSiret } from './siret';

describe('numéro SIRET', () => {
  it.each([
    '73282932000074', // Siège d’une grande entreprise, exemple courant de l’Insee
    '732 829 320 00074',
    '356 000 000 10005', // La Poste : somme des chiffres multiple de 5
  ])('accepte %s', (siret) => {
    expect(isValidSiret(siret)).toBe(true);
  });

  it.each([
    ['73282932000075', 'clé fausse'],
    ['7328293200007', '13 chiffres'],
    ['732829320000745', '15 chiffres'],
    ['7328293200007A', 'une lettre'],
    ['35600000010008', 'La Poste, somme non multiple de 5'],
    ['', 'vide'],
  ])('refuse %s (%s)', (siret) => {
    expect(isValidSiret(siret)).toBe(false);
  });

  it('retire espaces, points et tirets', () => {
    expect(compactSiret('732.829.320-00074')).toBe('73282932000074');
  });
});
