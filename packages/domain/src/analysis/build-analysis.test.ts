import { describe, expect, it } from 'vitest';
import { orientationAnalysisSchema } from '../contracts/analysis-results';
import { typographieFr } from '../format/typography';
import { buildOrientationAnalysis, NoSignalError, STORED_JOB_COUNT } from './build-analysis';
import { readAnalysisResults } from './read-results';
import { aMetier, anOnisep, answersByLetter, TEST_ITEMS } from './test-builders';

const catalogue = ['SA', 'SA', 'SE', 'AS', 'RC', 'RI', 'IC', 'CE', 'ES', 'EA', 'SR', 'AR'].map((code, i) =>
  aMetier(code, {
    romeCode: `C${i}`,
    title: `Métier ${code} ${i}`,
    domaine: `D${i}`,
    accesMetier: 'Accessible avec un BTS.',
  }),
);

describe('analyse d’orientation complète', () => {
  const analysis = buildOrientationAnalysis({
    items: TEST_ITEMS,
    answers: answersByLetter({
      S: 'Oui',
      A: 'Un peu',
      E: 'Pas trop',
      R: 'Non',
      I: 'Je ne sais pas',
      C: 'Non',
    }),
    catalogue,
    catalogueSource: 'demo',
  });

  it('donne le code de Holland et les pourcentages par lettre, « Je ne sais pas » au milieu', () => {
    // Six « Je ne sais pas » put Investigateur at the middle (50 %), above six « Pas trop » (25 %)…
    expect(analysis.personalityType).toBe('SAI');
    expect(analysis.riasec.letters.find((l) => l.letter === 'S')).toMatchObject({
      percent: 100,
      answered: 6,
    });
    expect(analysis.riasec.letters.find((l) => l.letter === 'I')).toMatchObject({
      percent: 50,
      answered: 6,
      firm: 0,
    });
  });

  it('dit que la troisième lettre, faite de « Je ne sais pas », est à confirmer', () => {
    // …and the profile says so instead of inventing a certainty.
    expect(analysis.riasec.confidence).toMatchObject({ certainty: 'a_confirmer', hesitantLetters: ['I'] });
    expect(analysis.riasec.confidence.notes[0]).toBe(
      typographieFr(
        'Ton côté Investigateur ressort, mais tu as souvent répondu « Je ne sais pas » : ce résultat est à confirmer.',
      ),
    );
  });

  it('recommande d’abord les métiers S-A, avec leurs compétences et leur code ROME', () => {
    expect(analysis.jobRecommendations.slice(0, 2).map((j) => [j.riasecMajeur, j.riasecMineur])).toEqual([
      ['S', 'A'],
      ['S', 'A'],
    ]);
    expect(analysis.jobRecommendations[0]).toMatchObject({
      skills: ['Compétence 1', 'Compétence 2'],
      match: 100,
    });
    expect(analysis.jobRecommendations[0]?.romeCode).toMatch(/^C/);
    expect(analysis.jobRecommendations.length).toBeLessThanOrEqual(STORED_JOB_COUNT);
  });

  it('explique chaque métier par ses lettres et les réponses qui y mènent', () => {
    const [first] = analysis.jobRecommendations;
    expect(first?.explanation).toContain('Social (S), puis Artistique (A)');
    expect(first?.explanation).toContain('deux de tes trois lettres fortes');
    expect(first?.explanation).toContain(typographieFr('« Oui » à « Question S1 ? »'));
    expect(first?.matchedAnswers[0]).toEqual({ questionId: 19, question: 'Question S1 ?', answer: 'Oui' });
  });

  it('écrit une analyse et un bilan en français, et propose des études', () => {
    expect(analysis.personalityAnalysis).toContain('Ton code RIASEC est SAI.');
    expect(analysis.personalityAnalysis).toContain(typographieFr('« Je ne sais pas » à 6 questions'));
    expect(analysis.personalityAnalysis).toContain('La famille Conventionnel t’attire moins');
    expect(analysis.personalityAnalysis.split('\n\n').length).toBeGreaterThanOrEqual(3);
    expect(analysis.skillsAssessment).toContain('Tes points forts probables');
    expect(analysis.studyRecommendations[0]).toMatchObject({ degree: 'BTS', source: 'ROME' });
  });

  it('suit exactement le schéma strict de ce que le moteur écrit', () => {
    expect(orientationAnalysisSchema.parse(JSON.parse(JSON.stringify(analysis)))).toEqual(analysis);
    expect(() => orientationAnalysisSchema.parse({ ...analysis, personality_type: 'SAI' })).toThrow();
  });

  it('se relit avec le lecteur tolérant', () => {
    const read = readAnalysisResults(JSON.parse(JSON.stringify(analysis)));
    expect(read?.jobs[0]?.explanation).toBe(analysis.jobRecommendations[0]?.explanation);
    expect(read?.riasec?.code).toBe('SAI');
    expect(read?.riasec?.confidence).toEqual({
      certainty: 'a_confirmer',
      notes: analysis.riasec.confidence.notes,
    });
  });

  it('sans données ROME réelles, aucun lien vers une fiche qui n’existe pas', () => {
    expect(analysis.jobRecommendations.every((job) => job.links.length === 0)).toBe(true);
  });

  it('refuse des réponses sans aucun avis', () => {
    expect(() =>
      buildOrientationAnalysis({
        items: TEST_ITEMS,
        answers: new Map(TEST_ITEMS.map((item) => [item.id, 'Je ne sais pas'])),
        catalogue,
        catalogueSource: 'demo',
      }),
    ).toThrow(NoSignalError);
  });
});

describe('liens officiels', () => {
  const onisepMetier = 'https://www.onisep.fr/http/redirection/metier/slug/MET.42';
  const onisepFormation = 'https://www.onisep.fr/http/redirection/formation/slug/FOR.7';
  const withOnisep = aMetier('SA', {
    romeCode: 'K2105',
    title: 'Animateur / Animatrice',
    onisep: anOnisep({ name: 'BPJEPS animation sociale', url: onisepFormation }, 'Bac', onisepMetier),
  });
  const analysis = buildOrientationAnalysis({
    items: TEST_ITEMS,
    answers: answersByLetter({ S: 'Oui', A: 'Un peu', E: 'Pas trop' }),
    catalogue: [withOnisep, ...catalogue],
    catalogueSource: 'rome',
  });

  it('chaque métier renvoie à sa fiche ONISEP quand elle existe, et à sa fiche ROME de France Travail', () => {
    const job = analysis.jobRecommendations.find((j) => j.romeCode === 'K2105');
    expect(job?.links).toEqual([
      { site: 'ONISEP', url: onisepMetier },
      {
        site: 'France Travail',
        url: 'https://candidat.francetravail.fr/marche-du-travail/fichemetierrome?codeRome=K2105',
      },
    ]);
    const other = analysis.jobRecommendations.find((j) => j.romeCode !== 'K2105');
    expect(other?.links.map((link) => link.site)).toEqual(['France Travail']);
  });

  it('une idée d’études ONISEP renvoie à la fiche de la formation, et passe devant', () => {
    expect(analysis.studyRecommendations[0]).toMatchObject({
      degree: 'BPJEPS animation sociale',
      links: [{ site: 'ONISEP', url: onisepFormation }],
    });
    expect(orientationAnalysisSchema.parse(JSON.parse(JSON.stringify(analysis)))).toEqual(analysis);
  });
});
