import { describe, expect, it } from 'vitest';
import { type BourseScale, bourseChargePoints, bourseEchelon, estimateBourse } from './bourse';
import { type HousingAidScale, rentRate, studentFlatRateResources, tenantHousingAid } from './housing-aid';
import { numberAt, openfiscaReviewBy, parameterFromYaml, referenceAt } from './openfisca-parameters';
import { visaleForStudent } from './visale';

// Hand-made scales with round figures: worked examples, not OpenFisca's values (those are tested on the data).
const ceilingRow = (amount: number, perPoint: number) =>
  [0, 1, 2, 3, 4, 5, 6, 7, 8].map((points) => ({ threshold: points, amount: amount + perPoint * points }));

const bourse: BourseScale = {
  distancePoints: [
    { threshold: 0, amount: 0 },
    { threshold: 30, amount: 1 },
    { threshold: 250, amount: 2 },
  ],
  pointsPerDependentChild: 2,
  pointsPerChildInHigherEducation: 4,
  ceilings: {
    '0bis': ceilingRow(35_000, 4_000),
    '1': ceilingRow(23_000, 2_500),
    '2': ceilingRow(19_000, 2_000),
    '3': ceilingRow(16_000, 1_800),
    '4': ceilingRow(13_000, 1_500),
    '5': ceilingRow(10_000, 1_200),
    '6': ceilingRow(4_000, 600),
    '7': ceilingRow(300, 300),
  },
  monthlyAmounts: [145, 216, 307, 382, 458, 521, 550, 633].map((amount, index) => ({
    threshold: index,
    amount,
  })),
  monthlyPayments: 10,
};

describe('bourse sur critères sociaux', () => {
  it('compte les points : distance, frères et sœurs à charge, ceux du supérieur à part', () => {
    const situation = {
      parentsIncome: 0,
      dependentSiblings: 3,
      siblingsInHigherEducation: 1,
      distanceKm: 30,
    };
    expect(bourseChargePoints(situation, bourse)).toEqual({ distance: 1, siblings: 2 * 2 + 4, total: 9 });
    expect(bourseChargePoints({ ...situation, distanceKm: 29.9 }, bourse).distance).toBe(0);
    expect(bourseChargePoints({ ...situation, distanceKm: 250 }, bourse).distance).toBe(2);
  });

  it('donne le meilleur échelon dont le plafond couvre le revenu, plafond compris', () => {
    expect(bourseEchelon(300, 0, bourse)).toBe('7');
    expect(bourseEchelon(301, 0, bourse)).toBe('6');
    expect(bourseEchelon(35_000, 0, bourse)).toBe('0bis');
    expect(bourseEchelon(35_001, 0, bourse)).toBeNull();
    // Beyond the last row of points, the last row holds.
    expect(bourseEchelon(67_000, 12, bourse)).toBe('0bis');
  });

  it('multiplie le montant mensuel par le nombre de mensualités', () => {
    const estimate = estimateBourse(
      { parentsIncome: 20_000, dependentSiblings: 1, siblingsInHigherEducation: 0, distanceKm: 300 },
      bourse,
    );
    // 4 points: échelon 3 ceiling 16 000 + 4 × 1 800 = 23 200 ≥ 20 000, échelon 4's 19 000 < 20 000.
    expect(estimate).toMatchObject({
      echelon: '3',
      incomeCeiling: 23_200,
      monthlyAmount: 382,
      yearlyAmount: 3_820,
    });
    const none = estimateBourse(
      { parentsIncome: 90_000, dependentSiblings: 0, siblingsInHigherEducation: 0, distanceKm: 0 },
      bourse,
    );
    expect(none).toMatchObject({ echelon: null, monthlyAmount: 0, yearlyAmount: 0, incomeCeiling: 35_000 });
  });
});

const housing: HousingAidScale = {
  rentCeilingSingle: { 1: 330, 2: 300, 3: 280 },
  roomCoefficient: 0.9,
  flatShareCoefficient: 0.75,
  chargesSingle: 60,
  chargesFlatShare: 30,
  p0Rate: 0.085,
  p0Flat: 40,
  familyRate: 0.0283,
  rentRate: { threshold1: 0.45, threshold2: 0.75, rate2: 0.0045, rate3: 0.0068 },
  r0Single: 5_000,
  flatReduction: 5,
  minimumPayment: { apl: 0, al: 10 },
  degressivity: {
    1: { degressivity: 3.4, suppression: 4 },
    2: { degressivity: 2.5, suppression: 3.1 },
    3: { degressivity: 2.5, suppression: 3.1 },
  },
  crdsRate: 0.005,
};

describe('aide au logement d’un étudiant locataire', () => {
  it('déroule le calcul d’un studio en zone 2 : plafond, charges, participation, CRDS', () => {
    const aid = tenantHousingAid(
      { zone: 2, lodging: 'logement', rent: 450, resources: 7_000, conventioned: false },
      housing,
    );
    // RL = 300 / 300 = 1 → TL = 0,0068 × 0,25 + 0,0045 × 0,30 = 0,00305; Tp = 0,03135.
    expect(rentRate(300, housing)).toBeCloseTo(0.00305, 10);
    // Pp = max(0,085 × 360 ; 40) + 0,03135 × (7 000 − 5 000) = 40 + 62,70.
    expect(aid).toMatchObject({ rentCeiling: 300, retainedRent: 300, flatRateCharges: 60, resources: 7_000 });
    expect(aid.personalContribution).toBe(102.7);
    // 360 − 102,70 − 5 = 252,30 gross; less 0,5 % CRDS.
    expect(aid.grossAid).toBe(252.3);
    expect(aid.monthlyAid).toBe(251.04);
  });

  it('réduit le plafond d’une colocation et d’une chambre, et arrondit les ressources à la centaine', () => {
    const flatShare = tenantHousingAid(
      { zone: 1, lodging: 'colocation', rent: 200, resources: 6_901, conventioned: false },
      housing,
    );
    expect(flatShare).toMatchObject({
      rentCeiling: 247.5,
      retainedRent: 200,
      flatRateCharges: 30,
      resources: 7_000,
    });
    const room = tenantHousingAid(
      { zone: 3, lodging: 'chambre', rent: 400, resources: 6_900, conventioned: true },
      housing,
    );
    expect(room.rentCeiling).toBe(252);
  });

  it('ne verse rien sous le seuil, ni au-delà du loyer de suppression', () => {
    const tiny = tenantHousingAid(
      { zone: 2, lodging: 'logement', rent: 40, resources: 30_000, conventioned: false },
      housing,
    );
    expect(tiny).toMatchObject({ monthlyAid: 0, belowMinimumPayment: true });
    const luxury = tenantHousingAid(
      { zone: 2, lodging: 'logement', rent: 931, resources: 7_000, conventioned: false },
      housing,
    );
    expect(luxury.monthlyAid).toBe(0);
  });

  it('retient le forfait de ressources étudiant, plus bas pour un boursier', () => {
    const scale = { flatResources: 8_600, grantHolderReduction: 1_700, ageMax: 28 };
    expect(studentFlatRateResources(false, scale)).toBe(8_600);
    expect(studentFlatRateResources(true, scale)).toBe(6_900);
  });
});

describe('garantie Visale d’un étudiant', () => {
  const visale = { ageMax: 30, studentRentCeiling: { ileDeFrance: 800, elsewhere: 600 } };
  it('prend le plafond d’Île-de-France à Paris, l’autre ailleurs', () => {
    expect(visaleForStudent({ age: 19, communeInsee: '75105', rent: 780 }, visale)).toEqual({
      eligible: true,
      plafondLoyer: 800,
      ileDeFrance: true,
      ageMax: 30,
    });
    expect(visaleForStudent({ age: 19, communeInsee: '69123', rent: 650 }, visale).eligible).toBe(false);
    expect(visaleForStudent({ age: 31, communeInsee: '69123', rent: null }, visale).eligible).toBe(false);
  });
});

describe('paramètres OpenFisca', () => {
  const parsed = {
    description: 'Un barème',
    values: { '2020-01-01': { value: 10 }, '2024-01-01': { value: 12 }, '2026-01-01': { value: null } },
    metadata: {
      unit: 'currency',
      last_value_still_valid_on: '2025-03-04',
      reference: {
        '2020-01-01': { title: 'Arrêté A', href: 'https://www.legifrance.gouv.fr/a' },
        '2024-01-01': [
          { title: 'Arrêté B' },
          { title: 'Arrêté B, art. 2', href: 'https://www.legifrance.gouv.fr/b' },
        ],
        '2025-01-01': { title: 'Arrêté C (pas de changement)', href: 'https://www.legifrance.gouv.fr/c' },
      },
    },
  };

  it('garde chaque valeur datée, la fin comprise, et la dernière vérification', () => {
    const parameter = parameterFromYaml('a.b', parsed);
    expect(parameter?.values.map((v) => v.date)).toEqual(['2020-01-01', '2024-01-01', '2026-01-01']);
    expect(numberAt(parameter?.values ?? [], '2019-12-31')).toBeNull();
    expect(numberAt(parameter?.values ?? [], '2024-06-01')).toBe(12);
    expect(numberAt(parameter?.values ?? [], '2026-02-01')).toBeNull();
    expect(parameter?.lastValueStillValidOn).toBe('2025-03-04');
    expect(parameterFromYaml('a', { description: 'Un dossier', metadata: {} })).toBeNull();
  });

  it('cite le texte le plus récent en vigueur, avec son lien', () => {
    const parameter = parameterFromYaml('a.b', parsed);
    if (!parameter) throw new Error('paramètre attendu');
    expect(referenceAt(parameter, '2024-06-01')).toMatchObject({ title: 'Arrêté B, art. 2' });
    expect(referenceAt(parameter, '2025-06-01')).toMatchObject({ title: 'Arrêté C (pas de changement)' });
  });

  it('met « à vérifier » un an après la dernière vérification, ou après l’entrée en vigueur', () => {
    expect(openfiscaReviewBy('2025-03-04', '2024-01-01')).toBe('2026-03-04');
    expect(openfiscaReviewBy(null, '2024-02-29')).toBe('2025-02-28');
  });
});
