import type { DatedFact } from './dated-fact';

/** Parcoursup's limit for a « projet de formation motivé », spaces included (level 18). */
export const PROJET_MOTIVE_MAX_LENGTH: DatedFact<number> = {
  value: 1500,
  appliesFrom: '2025-01-15',
  reviewBy: '2027-01-15',
  source: {
    label: 'Parcoursup, dossier de candidature (session 2025)',
    url: 'https://www.parcoursup.gouv.fr/',
  },
};

/** How many wishes (vœux) a candidate may make on Parcoursup, sub-wishes aside (level 19). */
export const PARCOURSUP_MAX_WISHES: DatedFact<number> = {
  value: 10,
  appliesFrom: '2025-01-15',
  reviewBy: '2027-01-15',
  source: { label: 'Parcoursup, formuler ses vœux (session 2025)', url: 'https://www.parcoursup.gouv.fr/' },
};
