import { describe, expect, it } from 'vitest';
import { RIASEC_LETTERS, type RiasecLetter } from '../riasec/letters';
import { buildProfile, profileForCode, scoresFromPercents } from '../riasec/profile';
import { dreamJobDomaines } from './dream-job';
import { jobScorer, MAX_PER_DOMAINE, OPENING_RANK, rankJobs } from './rank-jobs';
import { aMetier } from './test-builders';

/** Fiches of one ROME grand domaine (the letter of the code), one professional field each. */
const inGrandDomaine = (letter: string, code: string, count: number) =>
  Array.from({ length: count }, (_, i) =>
    aMetier(code, { romeCode: `${letter}${code}${i}`, domaine: `${letter}${code}${i}` }),
  );

describe('une liste variée', () => {
  it('sixième place : une idée « ouverture », stricte, d’un grand domaine que les cinq autres ne montrent pas', () => {
    const catalogue = [...inGrandDomaine('K', 'SA', 8), aMetier('SE', { romeCode: 'G0001', domaine: 'G00' })];
    const jobs = rankJobs(profileForCode('SAE'), new Map(), catalogue, 9);
    expect(jobs[OPENING_RANK - 1]).toMatchObject({ opening: true, metier: { romeCode: 'G0001' } });
    expect(jobs.filter((job) => job.opening)).toHaveLength(1);
    expect(jobs.slice(0, OPENING_RANK - 1).every((job) => job.metier.romeCode.startsWith('K'))).toBe(true);
  });

  it('pas d’ouverture quand toutes les fiches du code sont dans le même grand domaine', () => {
    const jobs = rankJobs(profileForCode('SAE'), new Map(), inGrandDomaine('K', 'SA', 8), 9);
    expect(jobs).toHaveLength(8);
    expect(jobs.some((job) => job.opening)).toBe(false);
  });

  it('l’ouverture reste sur le code du profil, même quand une autre fiche est plus proche de tout le reste', () => {
    const notStrict = aMetier('SR', { romeCode: 'G0002', domaine: 'G01', skillRiasec: { S: 10, E: 10 } });
    const catalogue = [...inGrandDomaine('K', 'SA', 8), notStrict];
    const jobs = rankJobs(profileForCode('SAE'), new Map(), catalogue, 6);
    expect(jobs.map((job) => job.metier.romeCode)).not.toContain('G0002');
  });

  it(`au plus ${MAX_PER_DOMAINE} métiers par domaine, sauf si le code n’a rien d’autre`, () => {
    const oneField = [0, 1, 2, 3].map((i) => aMetier('IC', { romeCode: `M18${i}`, domaine: 'M18' }));
    const others = inGrandDomaine('H', 'IC', 4);
    const varied = rankJobs(profileForCode('ICR'), new Map(), [...oneField, ...others], 6);
    expect(varied.filter((job) => job.metier.domaine === 'M18')).toHaveLength(MAX_PER_DOMAINE);
    const narrow = rankJobs(profileForCode('ICR'), new Map(), [...oneField, ...others.slice(0, 2)], 6);
    expect(narrow).toHaveLength(6);
    expect(narrow.filter((job) => job.metier.domaine === 'M18')).toHaveLength(4);
  });

  it('le métier rêvé fait passer devant les fiches de son domaine, à code égal', () => {
    const dev = aMetier('IC', {
      romeCode: 'M1805',
      title: 'Développeur / Développeuse informatique',
      domaine: 'M18',
    });
    const lab = aMetier('IC', {
      romeCode: 'H1210',
      title: 'Technicien / Technicienne de laboratoire',
      domaine: 'H12',
    });
    const catalogue = [dev, lab];
    const without = rankJobs(profileForCode('ICR'), new Map(), catalogue, 1);
    expect(without[0]?.metier.romeCode).toBe('H1210');
    const dreamDomaines = dreamJobDomaines('développeuse de jeux vidéo', catalogue);
    expect([...dreamDomaines]).toEqual(['M18']);
    const withDream = rankJobs(profileForCode('ICR'), { interests: new Map(), dreamDomaines }, catalogue, 1);
    expect(withDream[0]?.metier.romeCode).toBe('M1805');
  });

  it('un métier rêvé trop vague ou inconnu ne pointe vers aucun domaine', () => {
    const catalogue = ['A11', 'B22', 'C33', 'D44'].map((domaine) =>
      aMetier('RC', { romeCode: `${domaine}00`, title: `Technicien / Technicienne ${domaine}`, domaine }),
    );
    expect(dreamJobDomaines('technicien', catalogue).size).toBe(0);
    expect(dreamJobDomaines('astronaute', catalogue).size).toBe(0);
    expect(dreamJobDomaines(null, catalogue).size).toBe(0);
  });
});

describe('des listes qui tiennent', () => {
  const percents = (values: Partial<Record<RiasecLetter, number>>) =>
    buildProfile(
      scoresFromPercents({
        ...(Object.fromEntries(RIASEC_LETTERS.map((l) => [l, 10])) as Record<RiasecLetter, number>),
        ...values,
      }),
    );

  it('une deuxième lettre qui baisse sans changer de place ne change pas le poids des fiches', () => {
    const before = percents({ S: 100, A: 83, E: 62 });
    const after = percents({ S: 100, A: 71, E: 62 });
    expect(after.code).toBe(before.code);
    for (const code of ['SA', 'SE']) {
      const metier = aMetier(code);
      expect(jobScorer(after, { interests: new Map() })(metier).parts.code).toBe(
        jobScorer(before, { interests: new Map() })(metier).parts.code,
      );
    }
  });

  it('une lettre peu aimée qui monte un peu, sans passer la quatrième, ne change pas la liste', () => {
    const catalogue = ['SA', 'SE'].flatMap((code) =>
      [0, 1, 2, 3, 4, 5].map((i) =>
        aMetier(code, {
          romeCode: `${code}${i}`,
          domaine: `${code}${i}`,
          skillRiasec: { S: 10, [code[1]!]: 5, [RIASEC_LETTERS[i]!]: 3 },
        }),
      ),
    );
    const list = (profile: ReturnType<typeof percents>) =>
      rankJobs(profile, new Map(), catalogue, 6).map((job) => job.metier.romeCode);
    const before = percents({ S: 100, A: 83, E: 62, C: 30, R: 8 });
    const after = percents({ S: 100, A: 83, E: 62, C: 30, R: 25 });
    expect(list(after)).toEqual(list(before));
  });
});
