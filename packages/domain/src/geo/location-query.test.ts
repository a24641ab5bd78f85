import { describe, expect, it } from 'vitest';
import { codeInLabel, departementCode, placeKey, regionCode, regionKey } from './location-query';

describe('filtres de lieu', () => {
  it('reconnaît les codes de département', () => {
    expect(departementCode('69')).toBe('69');
    expect(departementCode('1')).toBe('01');
    expect(departementCode('2a')).toBe('2A');
    expect(departementCode('974')).toBe('974');
    expect(departementCode('Rhône')).toBeUndefined();
    expect(departementCode('123')).toBeUndefined();
  });

  it('compare les noms sans accents, tirets ni article', () => {
    expect(placeKey('Rhône')).toBe('rhone');
    expect(placeKey('La Réunion')).toBe(placeKey('Réunion'));
    expect(placeKey("Côte-d'Or")).toBe('cote d or');
  });

  it('comprend les formes courantes des régions', () => {
    expect(regionKey('IDF')).toBe('ile de france');
    expect(regionKey('Ile de France')).toBe(regionKey('Île-de-France'));
    expect(regionKey('PACA')).toBe(placeKey("Provence-Alpes-Côte d'Azur"));
    expect(regionCode('11')).toBe('11');
    expect(regionCode('Bretagne')).toBeUndefined();
  });

  it('lit le code dans une suggestion choisie', () => {
    expect(codeInLabel('69 - Rhône')).toBe('69');
    expect(codeInLabel('Gironde (33)')).toBe('33');
    expect(codeInLabel('Gironde')).toBeUndefined();
  });
});
