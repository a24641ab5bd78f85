import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  formatDate,
  formatEuros,
  formatEurosCents,
  formatHeure,
  formatNumber,
  formatPercent,
  NBSP,
  NNBSP,
  typographieFr,
} from './typography';

describe('typographie française', () => {
  it('sépare les milliers par une espace fine insécable', () => {
    expect(formatNumber(14252)).toBe(`14${NNBSP}252`);
  });

  it('écrit tout nombre comme Intl en français, entiers groupés à la main compris', () => {
    const intl = new Intl.NumberFormat('fr-FR');
    fc.assert(
      fc.property(fc.oneof(fc.maxSafeInteger(), fc.integer(), fc.double(), fc.constant(-0)), (value) => {
        expect(formatNumber(value)).toBe(intl.format(value));
      }),
    );
  });

  it('écrit les montants et les pourcentages avec une espace insécable', () => {
    expect(formatEuros(30)).toBe(`30${NBSP}€`);
    expect(formatPercent(83)).toBe(`83${NBSP}%`);
    expect(formatEurosCents(1867.02)).toBe(`1${NNBSP}867,02${NBSP}€`);
    expect(formatEurosCents(504.1)).toBe(`504,10${NBSP}€`);
  });

  it('écrit les dates en toutes lettres', () => {
    expect(formatDate('2025-10-13')).toBe('13 octobre 2025');
    expect(formatDate('2026-06-01')).toBe('1er juin 2026');
  });

  it('écrit une heure de Paris à la française, minutes sur deux chiffres', () => {
    expect(formatHeure('2026-11-25T15:05:00Z')).toBe(`16${NBSP}h${NBSP}05`);
    expect(formatHeure('2026-07-01T07:30:00Z')).toBe(`9${NBSP}h${NBSP}30`);
  });

  it('écrit une heure saisie HH:MM à la française, sans « 00 » inutile', () => {
    expect(formatClockTime('14:30')).toBe(`14${NBSP}h${NBSP}30`);
    expect(formatClockTime('09:00')).toBe(`9${NBSP}h`);
  });

  it('place une espace fine avant la ponctuation haute et dans les guillemets', () => {
    expect(typographieFr('Prêt ? Allons-y ! Note : « oui »')).toBe(
      `Prêt${NNBSP}? Allons-y${NNBSP}! Note${NNBSP}: «${NNBSP}oui${NNBSP}»`,
    );
  });

  it('ne touche ni aux adresses web ni aux heures', () => {
    expect(typographieFr('https://declic.fr à 14:30')).toBe('https://declic.fr à 14:30');
  });

  it('est idempotente', () => {
    const once = typographieFr('Vraiment ? Oui !');
    expect(typographieFr(once)).toBe(once);
  });
});
