import { describe, expect, it } from 'vitest';
import { readAnalysisResults, readJob, readJobs, readStudy } from './read-results';

describe('lecture des résultats, toutes orthographes', () => {
  it('lit les clés de la spécification en camelCase', () => {
    const results = readAnalysisResults({
      personalityType: 'SAE',
      personalityAnalysis: 'Texte.',
      skillsAssessment: 'Forces.',
      jobRecommendations: [{ title: 'Infirmier', skills: ['Soigner'], romeCode: 'J1506' }],
      studyRecommendations: [{ type: 'Études courtes', degree: 'BTS' }],
      createdAt: '2025-10-13T10:00:00Z',
      userId: 'u1',
      engine: { catalogue: 'demo', aiRewritten: true },
    });
    expect(results).toMatchObject({
      personalityType: 'SAE',
      personalityAnalysis: 'Texte.',
      skillsAssessment: 'Forces.',
      jobs: [{ title: 'Infirmier', skills: ['Soigner'], romeCode: 'J1506' }],
      studies: [{ type: 'Études courtes', degree: 'BTS', forJobs: [] }],
      createdAt: '2025-10-13T10:00:00Z',
      userId: 'u1',
      catalogue: 'demo',
      aiRewritten: true,
    });
  });

  it('lit les variantes snake_case et une analyse en liste de phrases', () => {
    const results = readAnalysisResults({
      personality_type: 'RIC',
      personality_analysis: ['Un.', 'Deux.'],
      skills_assessment: ['A', 'B'],
      job_recommendations: ['Menuisier'],
      study_recommendations: [{ study_type: 'Voie pro', diploma: 'CAP' }],
      user_id: 'u2',
      created_at: '2025-01-01',
    });
    expect(results).toMatchObject({
      personalityType: 'RIC',
      personalityAnalysis: 'Un.\n\nDeux.',
      skillsAssessment: 'A\n\nB',
      jobs: [{ title: 'Menuisier', skills: [] }],
      studies: [{ type: 'Voie pro', degree: 'CAP' }],
      userId: 'u2',
      createdAt: '2025-01-01',
    });
  });

  it.each([
    ['job_recommandations', { job_recommandations: [{ title: 'A' }] }],
    ['jobRecommandations', { jobRecommandations: [{ title: 'A' }] }],
    ['career_matches', { career_matches: [{ title: 'A' }] }],
    ['careerMatches', { careerMatches: [{ title: 'A' }] }],
    ['analysis imbriquée', { analysis: { jobRecommendations: [{ title: 'A' }] } }],
    ['results imbriqués', { results: { jobRecommendations: ['A'] } }],
    ['inscriptionResults', { inscriptionResults: { job_recommendations: [{ name: 'A' }] } }],
    ['inscription_results', { inscription_results: { career_matches: [{ title: 'A' }] } }],
  ])('trouve les métiers sous %s', (_name, raw) => {
    expect(readJobs(raw).map((job) => job.title)).toEqual(['A']);
  });

  it.each([
    ['study_recommandations', { study_recommandations: [{ label: 'Voie pro', title: 'CAP' }] }],
    ['studyRecommandations', { studyRecommandations: [{ type: 'Voie pro', degree: 'CAP' }] }],
    [
      'inscriptionResults',
      { inscriptionResults: { study_recommendations: [{ type: 'Voie pro', diploma: 'CAP' }] } },
    ],
  ])('trouve les études sous %s', (_name, raw) => {
    expect(readAnalysisResults(raw)?.studies).toEqual([{ type: 'Voie pro', degree: 'CAP', forJobs: [] }]);
  });

  it('accepte role, name, requiredSkills, competences et tags pour un métier', () => {
    expect(readJob({ role: 'Pilote', requiredSkills: ['Voler'] })).toEqual({
      title: 'Pilote',
      skills: ['Voler'],
    });
    expect(readJob({ name: 'Chef', competences: 'Cuisiner, Goûter' })).toEqual({
      title: 'Chef',
      skills: ['Cuisiner', 'Goûter'],
    });
    expect(readJob({ title: 'Guide', tags: [{ label: 'Parler' }] })).toEqual({
      title: 'Guide',
      skills: ['Parler'],
    });
    expect(readJob({ skills: ['sans titre'] })).toBeNull();
    expect(readJob('  ')).toBeNull();
  });

  it('lit type, study_type ou label et degree, diploma ou title pour une étude', () => {
    expect(readStudy({ label: 'Études longues', title: 'Master' })).toEqual({
      type: 'Études longues',
      degree: 'Master',
      forJobs: [],
    });
    expect(readStudy('BTS')).toEqual({ type: '', degree: 'BTS', forJobs: [] });
    expect(readStudy({})).toBeNull();
  });

  it('garde les liens officiels en https vers les sites connus, et l’idée « ouverture »', () => {
    const onisep = { site: 'ONISEP', url: 'https://www.onisep.fr/http/redirection/metier/slug/MET.1' };
    const job = readJob({
      title: 'Soigneur',
      opening: true,
      links: [
        onisep,
        { site: 'ONISEP', url: 'javascript:alert(1)' },
        { site: 'Ailleurs', url: 'https://x.fr' },
      ],
    });
    expect(job).toMatchObject({ opening: true, links: [onisep] });
    expect(readJob({ title: 'Soigneur', links: 'https://x.fr' })).toEqual({ title: 'Soigneur', skills: [] });
    expect(readStudy({ degree: 'BTS', links: [onisep] })?.links).toEqual([onisep]);
  });

  it('lit l’autre forme des derniers résultats (personality_type, strengths, recommendations, completion_date)', () => {
    expect(
      readAnalysisResults({
        personality_type: 'ENFP',
        strengths: ['Écoute', 'Énergie'],
        recommendations: ['Fais un stage'],
        career_matches: [{ title: 'Animateur' }],
        completion_date: '2025-02-02',
      }),
    ).toMatchObject({
      personalityType: 'ENFP',
      strengths: ['Écoute', 'Énergie'],
      advice: ['Fais un stage'],
      jobs: [{ title: 'Animateur', skills: [] }],
      createdAt: '2025-02-02',
    });
  });

  it('passe une clé qui ne contient pas de liste', () => {
    expect(
      readJobs({ job_recommandations: 'x', career_matches: [{ title: 'A' }] }).map((j) => j.title),
    ).toEqual(['A']);
  });

  it('répond null pour un objet vide ou autre chose qu’un objet', () => {
    expect(readAnalysisResults({})).toBeNull();
    expect(readAnalysisResults(null)).toBeNull();
    expect(readAnalysisResults('texte')).toBeNull();
  });
});
