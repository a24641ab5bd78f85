import { describe, expect, it } from 'vitest';
import { ACADEMIC_EMAIL_DOMAINS, isAcademicEmail } from './academic-domains';

describe('adresses académiques', () => {
  it.each([
    'claire.martin@ac-versailles.fr',
    'Claire.Martin@AC-Nantes.FR',
    'paul.durand@ac-aix-marseille.fr',
    'psy.en@ac-normandie.fr',
    'prof@ac-noumea.nc',
    'prof@ac-polynesie.pf',
    'prof@ac-mayotte.fr',
    'inspectrice@education.gouv.fr',
  ])('%s est académique', (email) => {
    expect(isAcademicEmail(email)).toBe(true);
  });

  it.each([
    'prof@gmail.com',
    'prof@ac-fausse.fr',
    'prof@ac-paris.fr.exemple.com',
    'prof@faux-ac-paris.fr',
    'prof@mail.ac-paris.fr',
    'ac-paris.fr',
    '@ac-paris.fr',
    'prof@ac-paris.com',
  ])('%s ne l’est pas', (email) => {
    expect(isAcademicEmail(email)).toBe(false);
  });

  it('compte les 30 académies, les vice-rectorats d’outre-mer et le ministère, sans doublon', () => {
    expect(ACADEMIC_EMAIL_DOMAINS.filter((domain) => /^ac-[a-z-]+\.fr$/.test(domain))).toHaveLength(30);
    expect(new Set(ACADEMIC_EMAIL_DOMAINS).size).toBe(ACADEMIC_EMAIL_DOMAINS.length);
    for (const domain of ACADEMIC_EMAIL_DOMAINS) expect(domain).toBe(domain.toLowerCase());
  });
});
