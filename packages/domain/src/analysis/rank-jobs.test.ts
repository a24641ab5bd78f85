import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RIASEC_LETTERS, type RiasecLetter } from '../riasec/letters';
import { profileForCode } from '../riasec/profile';
import { letterRarity, MAX_PER_DOMAINE, rankJobs, skillAgreement } from './rank-jobs';
import { aMetier } from './test-builders';

const pairs = RIASEC_LETTERS.flatMap((a) => RIASEC_LETTERS.filter((b) => b !== a).map((b) => `${a}${b}`));
const catalogue = pairs.flatMap((code) =>
  [0, 1, 2].map((i) => aMetier(code, { romeCode: `${code}${i}`, domaine: `${code}${i}` })),
);
const letterArb = fc.constantFrom(...RIASEC_LETTERS);
const codeArb = fc
  .shuffledSubarray([...RIASEC_LETTERS], { minLength: 3, maxLength: 3 })
  .map((letters) => letters.join(''));

describe('classement des métiers', () => {
  it('place d’abord les fiches dont le code officiel est celui du profil', () => {
    const jobs = rankJobs(profileForCode('SAE'), new Map(), catalogue, 6);
    expect(jobs.map((j) => `${j.metier.riasecMajeur}${j.metier.riasecMineur}`)).toEqual([
      'SA',
      'SA',
      'SA',
      'SE',
      'SE',
      'SE',
    ]);
  });

  it('pour tout profil, les six premiers ont la première lettre en majeur et une autre lettre du profil en mineur', () => {
    fc.assert(
      fc.property(codeArb, (code) => {
        for (const { metier } of rankJobs(profileForCode(code), new Map(), catalogue, 6)) {
          expect(metier.riasecMajeur).toBe(code[0]);
          expect(code.slice(1)).toContain(metier.riasecMineur);
        }
      }),
    );
  });

  it('à code égal, préfère la fiche dont les compétences penchent vers la troisième lettre', () => {
    const leansE = aMetier('SA', { romeCode: 'X1', skillRiasec: { S: 10, A: 5, E: 6 } });
    const leansR = aMetier('SA', { romeCode: 'X2', skillRiasec: { S: 10, A: 5, R: 6 } });
    const [first] = rankJobs(profileForCode('SAE'), new Map(), [leansR, leansE], 1);
    expect(first?.metier.romeCode).toBe('X1');
    expect(skillAgreement(profileForCode('SAR'), leansR)).toBeGreaterThan(
      skillAgreement(profileForCode('SAR'), leansE),
    );
  });

  it('une fiche de la troisième lettre ne se choisit pas sur son penchant vers la deuxième', () => {
    // For SAE, the SE fiche leaning to A is the one SEA sees first: the centres d'intérêt decide.
    const leansA = aMetier('SE', { romeCode: 'Z1', skillRiasec: { S: 10, E: 5, A: 6 } });
    const liked = aMetier('SE', {
      romeCode: 'Z2',
      skillRiasec: { S: 10, E: 5, R: 6 },
      centresInteret: [{ code: 'aider', principal: true }],
    });
    const interests = new Map([['aider', 1]]);
    const [forSae] = rankJobs(profileForCode('SAE'), interests, [leansA, liked], 1);
    expect(forSae?.metier.romeCode).toBe('Z2');
    // For SEA, the same fiches are its second letter's: the lean to A still leads.
    const [forSea] = rankJobs(profileForCode('SEA'), interests, [leansA, liked], 1);
    expect(forSea?.metier.romeCode).toBe('Z1');
  });

  it('compte chaque compétence selon la rareté de sa lettre parmi les fiches du même code', () => {
    // C fills most SA fiches: three C skills say less of a fiche than two E skills.
    const manyC = aMetier('SA', { romeCode: 'Y1', skillRiasec: { S: 10, A: 5, C: 3, E: 2 } });
    const common = [0, 1, 2, 3].map((i) =>
      aMetier('SA', { romeCode: `C${i}`, skillRiasec: { S: 10, A: 5, C: 20, E: 2 } }),
    );
    const elsewhere = aMetier('RI', { romeCode: 'R1', skillRiasec: { R: 10, I: 5, E: 50 } });
    const fiches = [manyC, ...common, elsewhere];
    const rarity = letterRarity(fiches);
    const amongSa = rarity.get('SA')!;
    expect(amongSa.E).toBeGreaterThan(amongSa.C);
    // Counted within the code: the E skills of the RI fiche do not make E common among SA fiches.
    expect(rarity.get('RI')!.E).toBeLessThan(amongSa.E);
    // Computed once per catalogue.
    expect(letterRarity(fiches)).toBe(rarity);
    const sae = profileForCode('SAE');
    const sac = profileForCode('SAC');
    // Counted as they are, the fiche suits SAC better; counted by rarity, SAE.
    expect(skillAgreement(sac, manyC)).toBeGreaterThan(skillAgreement(sae, manyC));
    expect(skillAgreement(sae, manyC, undefined, amongSa)).toBeGreaterThan(
      skillAgreement(sac, manyC, undefined, amongSa),
    );
  });

  it('préfère une fiche qui penche vers la troisième lettre seule à une qui penche autant ailleurs', () => {
    // Both lean to E as much; the second leans to R as much again, the fiche RCS… would also pick.
    const onlyE = aMetier('SA', { romeCode: 'W2', skillRiasec: { S: 10, A: 5, E: 4 } });
    const alsoR = aMetier('SA', { romeCode: 'W1', skillRiasec: { S: 10, A: 5, E: 4, R: 4 } });
    const onlyLiked = (letter: RiasecLetter) => (letter === 'E' ? 0.5 : 0);
    const sae = profileForCode('SAE');
    expect(skillAgreement(sae, alsoR, onlyLiked)).toBe(skillAgreement(sae, onlyE, onlyLiked) / 2);
    expect(skillAgreement(sae, alsoR, onlyLiked, undefined, 1)).toBe(0);
    const [first] = rankJobs(sae, new Map(), [alsoR, onlyE], 1);
    expect(first?.metier.romeCode).toBe('W2');
  });

  it('les centres d’intérêt soutenus par les réponses départagent deux fiches', () => {
    const animals = aMetier('RS', { romeCode: 'A1', centresInteret: [{ code: '17', principal: true }] });
    const plain = aMetier('RS', { romeCode: 'A0' });
    const liked = rankJobs(profileForCode('RSI'), new Map([['17', 1]]), [plain, animals], 2);
    expect(liked[0]?.metier.romeCode).toBe('A1');
    const disliked = rankJobs(profileForCode('RSI'), new Map([['17', -1]]), [plain, animals], 2);
    expect(disliked[0]?.metier.romeCode).toBe('A0');
  });

  it(`garde au plus ${MAX_PER_DOMAINE} métiers d’un même domaine professionnel`, () => {
    const sameDomaine = [0, 1, 2, 3].map((i) => aMetier('IC', { romeCode: `I${i}`, domaine: 'M18' }));
    const jobs = rankJobs(profileForCode('ICR'), new Map(), [...sameDomaine, ...catalogue], 6);
    expect(jobs.filter((j) => j.metier.domaine === 'M18')).toHaveLength(MAX_PER_DOMAINE);
  });

  it('donne toujours la même liste, quel que soit l’ordre du catalogue', () => {
    fc.assert(
      fc.property(
        codeArb,
        fc.shuffledSubarray(catalogue, { minLength: catalogue.length }),
        (code, shuffled) => {
          const a = rankJobs(profileForCode(code), new Map(), catalogue, 6).map((j) => j.metier.romeCode);
          const b = rankJobs(profileForCode(code), new Map(), shuffled, 6).map((j) => j.metier.romeCode);
          expect(b).toEqual(a);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('une fiche ne baisse jamais quand sa lettre majeure monte dans le profil', () => {
    fc.assert(
      fc.property(letterArb, (letter: RiasecLetter) => {
        const weak = profileForCode(
          RIASEC_LETTERS.filter((l) => l !== letter)
            .slice(0, 3)
            .join(''),
        );
        const strong = profileForCode(
          `${letter}${RIASEC_LETTERS.filter((l) => l !== letter)
            .slice(0, 2)
            .join('')}`,
        );
        const metier = aMetier(`${letter}`);
        const [w] = rankJobs(weak, new Map(), [metier], 1);
        const [s] = rankJobs(strong, new Map(), [metier], 1);
        expect(s!.score).toBeGreaterThan(w!.score);
      }),
    );
  });
});
