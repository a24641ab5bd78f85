import { describe, expect, it } from 'vitest';
import { countWords } from '../levels/level5-scoring';
import type { JobFacts } from './job-facts';
import { jobSheetReply, offlineJobSheet } from './job-sheet';
import { SHEET_MAX_WORDS, SHEET_MIN_WORDS } from './job-sheet-description';
import { salaryLines } from './salary-lines';
import { lowerTitle, typographicApostrophes } from './text';
import { trainingPathScorer } from './training-paths';

const base: JobFacts = {
  query: 'Menuisier',
  romeCode: 'H2206',
  title: 'Menuisier / Menuisière',
  definition: 'Le menuisier fabrique des ouvrages en bois.\nFabrique des meubles\nPose des portes',
  access: 'Cet emploi est accessible avec un CAP.',
  skills: ['Travailler le bois', 'Lire un plan'],
  accessLevel: null,
  trainingPaths: ['CAP menuisier fabricant', 'Bac pro technicien menuisier agenceur'],
  salary: { beginner: null, medians: [] },
  formations: [{ name: 'CAP Menuisier', place: 'Lycée du bois, Mouchard', url: null }],
  offers: { count: 0, departement: null, sample: [] },
};
const longMissions = Array.from(
  { length: 30 },
  (_, i) => `Réalise la tâche numéro ${i} avec soin et précision`,
);

describe('fiche métier hors ligne', () => {
  it.each([
    ['une fiche courte', base],
    ['une fiche très longue', { ...base, definition: `Résumé.\n${longMissions.join('\n')}` }],
    ['un métier sans fiche', { ...base, romeCode: null, definition: '', skills: [] }],
  ])('%s : une description de 150 à 200 mots, sans phrase coupée', (_case, facts) => {
    const { description } = offlineJobSheet(facts);
    expect(countWords(description)).toBeGreaterThanOrEqual(SHEET_MIN_WORDS);
    expect(countWords(description)).toBeLessThanOrEqual(SHEET_MAX_WORDS);
    expect(description).toMatch(/!$/);
  });

  it('complète les écoles par les formations minimales ONISEP, jusqu’à trois', () => {
    expect(offlineJobSheet(base).schools).toEqual([
      { name: 'CAP Menuisier', place: 'Lycée du bois, Mouchard', url: null },
      { name: 'CAP menuisier fabricant', place: null, url: null },
      { name: 'Bac pro technicien menuisier agenceur', place: null, url: null },
    ]);
  });

  it('écrit la réponse en texte brut, sans markdown', () => {
    const reply = jobSheetReply(offlineJobSheet(base));
    expect(reply).toContain('Salaire d’un débutant : pas de chiffre fiable dans nos données.');
    expect(reply).toContain('CAP Menuisier (Lycée du bois, Mouchard)');
    expect(reply).not.toMatch(/[*#]|^- /m);
  });
});

describe('salaires', () => {
  it('une médiane seule, ou une fourchette de médianes, avec la période DARES', () => {
    const one = salaryLines({
      beginner: null,
      medians: [{ fap: 'X', libelle: null, median: 1500, periode: '2017-2019' }],
    });
    expect(one.median).toBe('1\u202F500\u00A0€ net par mois (médiane en France)');
    expect(one.sources).toEqual([
      'DARES, salaire médian net mensuel des salariés à temps complet, 2017-2019',
    ]);
    const medians = [1594, 3100].map((median) => ({ fap: 'X', libelle: null, median, periode: '2017-2019' }));
    expect(salaryLines({ beginner: null, medians }).median).toContain(
      'de 1\u202F594\u00A0€ à 3\u202F100\u00A0€',
    );
  });
});

describe('textes', () => {
  it('met les apostrophes typographiques et les intitulés en minuscules', () => {
    expect(typographicApostrophes("l'informatique, aujourd'hui")).toBe('l’informatique, aujourd’hui');
    expect(lowerTitle('Infirmier / Infirmière en soins généraux (IDE)')).toBe(
      'infirmier / infirmière en soins généraux (IDE)',
    );
  });

  it('ne rapproche une formation des formations ONISEP que sur la moitié des mots, et au moins deux', () => {
    const score = trainingPathScorer([
      'Bac techno STHR sciences et technologies de l’hôtellerie et de la restauration',
    ]);
    expect(score(['Licence - Portail Sciences et technologies'])).toBeLessThan(0.5);
    expect(trainingPathScorer(['bac pro cuisine'])(['Bac pro - Cuisine'])).toBe(1);
    expect(trainingPathScorer(['bachelor arts culinaires'])(['Diplome National d Art'])).toBe(0);
  });
});
