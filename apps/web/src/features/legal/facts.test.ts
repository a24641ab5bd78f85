import { describe, expect, it } from 'vitest';
import { LEGAL_TEXT } from './facts';

describe('faits des pages légales', () => {
  it('reprend chaque fait de la spécification, en typographie française', () => {
    expect(LEGAL_TEXT.documentsDate).toBe('13 octobre 2025');
    expect(LEGAL_TEXT.premiumPathPrice).toBe('30\u00A0€');
    expect(LEGAL_TEXT.monthlyPrice).toBe('5\u00A0€ par mois');
    expect(LEGAL_TEXT.minimumAge).toBe('15\u00A0ans');
    expect(LEGAL_TEXT.audience).toBe('15 à 20\u00A0ans');
    expect(LEGAL_TEXT.retention).toBe('3\u00A0ans');
    expect(LEGAL_TEXT.rightsDelay).toBe('30\u00A0jours');
    expect(LEGAL_TEXT.freeLevelLimit).toBe(10);
  });
});
