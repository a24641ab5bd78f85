/**
 * Plays OpenFisca-France's own test cases (tests/formulas/*.yaml) against our pure formulas. A case either
 * runs — every output we compute is compared within the case's error margin — or is set aside with the reason
 * (another aid, a situation the student estimate does not model). Test support only.
 */
import {
  BOURSE_ECHELONS,
  type BourseEchelon,
  bourseChargePoints,
  bourseEchelon,
  bourseMonthlyAmount,
  bourseScale,
  housingAidScale,
  MissingScaleError,
  type ParameterLookup,
  rentRate,
  ScaleReader,
  studentFlatRateResources,
  studentResourcesScale,
  type TenantLodging,
  tenantHousingAid,
} from '@declic/domain';

export type CaseOutcome =
  | { name: string; status: 'ran'; failures: string[]; checked: number }
  | { name: string; status: 'set-aside'; reason: string };

type Record_ = Record<string, unknown>;

export interface TestCase extends Record_ {
  name?: string;
  period?: string | number;
  input?: Record_;
  output?: Record_;
  relative_error_margin?: number;
  absolute_error_margin?: number;
}

const isRecord = (value: unknown): value is Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** OpenFisca evaluates expected values written as arithmetic (« 34.73 + (0.0283 + 0.00405) * 7438 »). */
export function expectedNumber(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'string') return null;
  const tokens = value.match(/\d+(?:\.\d+)?|[-+*/()]/g);
  if (!tokens || tokens.join('') !== value.replace(/\s+/g, '')) return null;
  let position = 0;
  const peek = () => tokens[position];
  const factor = (): number => {
    const token = tokens[position++];
    if (token === '(') {
      const inner = sum();
      position += 1;
      return inner;
    }
    if (token === '-') return -factor();
    return Number(token);
  };
  const product = (): number => {
    let result = factor();
    while (peek() === '*' || peek() === '/')
      result = tokens[position++] === '*' ? result * factor() : result / factor();
    return result;
  };
  const sum = (): number => {
    let result = product();
    while (peek() === '+' || peek() === '-')
      result = tokens[position++] === '+' ? result + product() : result - product();
    return result;
  };
  const result = sum();
  return Number.isFinite(result) ? result : null;
}

function withinMargin(actual: number, expected: number, testCase: TestCase): boolean {
  if (testCase.relative_error_margin !== undefined) {
    return Math.abs(actual - expected) <= testCase.relative_error_margin * Math.abs(expected) + 1e-9;
  }
  return Math.abs(actual - expected) <= (testCase.absolute_error_margin ?? 0.01) + 1e-9;
}

function compare(
  failures: string[],
  key: string,
  actual: number,
  expectedRaw: unknown,
  testCase: TestCase,
  index?: number,
): void {
  const expected = expectedNumber(expectedRaw);
  if (expected === null) {
    failures.push(`${key} : valeur attendue illisible (${String(expectedRaw)})`);
  } else if (!withinMargin(actual, expected, testCase)) {
    failures.push(`${key}${index === undefined ? '' : `[${index}]`} : ${actual} au lieu de ${expected}`);
  }
}

/** The first day of the case's month, or null for another kind of period. */
function periodDate(period: unknown): string | null {
  const text = String(period ?? '');
  return /^\d{4}-\d{2}$/.test(text) ? `${text}-01` : null;
}

/** A variable given for the case's month (`{2021-01: x}`), or for every month. */
function atPeriod(value: unknown, period: string): unknown {
  if (!isRecord(value)) return value;
  if (period in value) return value[period];
  const entries = Object.entries(value).filter(([key]) => /^\d{4}(-\d{2})?$/.test(key));
  return entries.length > 0 ? entries.sort().at(-1)?.[1] : value;
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

// ——— grant on social criteria ———

const BOURSE_OUTPUTS = new Set([
  'bourse_criteres_sociaux_points_de_charge_distance_domicile_familial',
  'bourse_criteres_sociaux_points_de_charge_charges_familiale',
  'bourse_criteres_sociaux_echelon',
  'bourse_criteres_sociaux',
]);

const echelonAt = (index: number): BourseEchelon | null =>
  index < 0 ? null : (BOURSE_ECHELONS[Math.min(index, BOURSE_ECHELONS.length - 1)] ?? null);

export function runBourseCase(name: string, testCase: TestCase, lookup: ParameterLookup): CaseOutcome {
  const output = testCase.output ?? {};
  const input = testCase.input ?? {};
  const keys = Object.keys(output);
  const date = periodDate(testCase.period);
  if (!date || !keys.every((key) => BOURSE_OUTPUTS.has(key))) {
    return {
      name,
      status: 'set-aside',
      reason: `condition d’éligibilité (${keys.join(', ')}) : âge, nationalité, études, autonomie — l’estimation suppose l’étudiant éligible`,
    };
  }
  const scale = bourseScale(new ScaleReader(lookup, date));
  const failures: string[] = [];
  let checked = 0;
  for (const key of keys) {
    asArray(output[key]).forEach((expected, i) => {
      const at = (variable: string) => Number(asArray(input[variable])[i]);
      let actual: number | null = null;
      if (key === 'bourse_criteres_sociaux_points_de_charge_distance_domicile_familial') {
        const situation = { parentsIncome: 0, dependentSiblings: 0, siblingsInHigherEducation: 0 };
        actual = bourseChargePoints(
          { ...situation, distanceKm: at('bourse_criteres_sociaux_distance_domicile_familial') },
          scale,
        ).distance;
      } else if (key === 'bourse_criteres_sociaux_points_de_charge_charges_familiale') {
        // OpenFisca counts the children with the candidate; our input counts the siblings only.
        const children = at('bourse_criteres_sociaux_nombre_enfants_a_charge');
        const students = at('bourse_criteres_sociaux_nombre_enfants_a_charge_dans_enseignement_superieur');
        const situation = {
          parentsIncome: 0,
          distanceKm: 0,
          dependentSiblings: children - 1,
          siblingsInHigherEducation: Math.max(0, students - 1),
        };
        actual = bourseChargePoints(situation, scale).siblings;
      } else if (key === 'bourse_criteres_sociaux_echelon') {
        // Eligibility (age, studies, nationality) is the student's to check: ineligible rows are not ours.
        if (asArray(input.bourse_criteres_sociaux_eligibilite)[i] === false) return;
        const echelon = bourseEchelon(
          at('bourse_criteres_sociaux_base_ressources'),
          at('bourse_criteres_sociaux_points_de_charge'),
          scale,
        );
        actual = echelon === null ? -1 : BOURSE_ECHELONS.indexOf(echelon);
      } else {
        actual = bourseMonthlyAmount(echelonAt(at('bourse_criteres_sociaux_echelon')), scale);
      }
      checked += 1;
      compare(failures, key, actual, expected, testCase, i);
    });
  }
  return { name, status: 'ran', failures, checked };
}

// ——— housing aid of a tenant ———

const HOUSING_OUTPUTS = new Set([
  'aide_logement',
  'aide_logement_montant',
  'aide_logement_montant_brut',
  'apl',
  'als',
  'aide_logement_loyer_retenu',
  'aide_logement_loyer_plafond',
  'aide_logement_charges',
  'aide_logement_R0',
  'aide_logement_taux_famille',
  'aide_logement_taux_loyer',
  'aide_logement_participation_personnelle',
  'aide_logement_base_ressources',
  'zone_apl',
]);

const OCCUPATION_REASONS: Record<string, string> = {
  locataire_meuble: 'location meublée : l’AL retient les deux tiers du loyer, cas non modélisé',
  locataire_foyer: 'logement-foyer : barème « foyer » (coefficient K), non modélisé',
  primo_accedant: 'accession à la propriété : hors du modèle de l’étudiant locataire',
  proprietaire: 'propriétaire : pas d’aide au logement locative',
  locataire_hlm: 'locataire HLM : réduction de loyer de solidarité, non modélisée',
  loge_gratuitement: 'logé gratuitement : pas de loyer',
};

function ageAt(birth: unknown, date: string): number | null {
  const text =
    typeof birth === 'string' ? birth : birth instanceof Date ? birth.toISOString().slice(0, 10) : null;
  if (!text) return null;
  const [by, bm, bd] = text.split('-').map(Number) as [number, number, number];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** Why a housing case is outside the estimate, or null when we model it. */
function housingSetAside(testCase: TestCase, period: string): string | null {
  const input = testCase.input ?? {};
  const famille = isRecord(input.famille) ? input.famille : {};
  const menage = isRecord(input.menage) ? input.menage : {};
  const individus = isRecord(input.individus) ? input.individus : {};
  if (Object.keys(input).some((key) => ['familles', 'menages', 'foyers_fiscaux'].includes(key))) {
    return 'plusieurs familles ou ménages : hors du modèle de l’étudiant seul';
  }
  if (famille.enfants || menage.enfants || asArray(famille.parents).length > 1) {
    return 'couple ou personnes à charge : Déclic estime l’aide d’un étudiant seul, sans enfant';
  }
  if (Object.keys(individus).length > 1)
    return 'plusieurs personnes au foyer : hors du modèle de l’étudiant seul';
  if (String(atPeriod(menage.depcom, period) ?? '').startsWith('97')) {
    return 'outre-mer : barème des DOM, non modélisé';
  }
  if (atPeriod(menage.logement_crous, period) === true) {
    return 'résidence CROUS au barème « foyer » (coefficient K) : Déclic l’estime comme une chambre conventionnée';
  }
  const occupation = atPeriod(menage.statut_occupation_logement, period);
  if (typeof occupation === 'string' && occupation !== 'locataire_vide') {
    return OCCUPATION_REASONS[occupation] ?? `statut d’occupation « ${occupation} » non modélisé`;
  }
  if (atPeriod(menage.loyer, period) === undefined)
    return 'pas de loyer : ne vérifie pas un montant d’aide locative';
  return null;
}

export function runHousingCase(
  name: string,
  testCase: TestCase,
  lookup: ParameterLookup,
  zoneOf: (commune: string) => number | undefined,
): CaseOutcome {
  const output = testCase.output ?? {};
  const keys = Object.keys(output).filter((key) => HOUSING_OUTPUTS.has(key));
  const period = String(testCase.period ?? '');
  const date = periodDate(period);
  if (keys.length === 0) {
    return {
      name,
      status: 'set-aside',
      reason: `vérifie ${Object.keys(output).join(', ')} : une étape que l’estimation ne calcule pas (ressources réelles, patrimoine, personnes à charge…)`,
    };
  }
  if (!date) return { name, status: 'set-aside', reason: 'période non mensuelle' };
  if ('reduction_loyer_solidarite' in output) {
    return {
      name,
      status: 'set-aside',
      reason: 'logement social : réduction de loyer de solidarité, non modélisée',
    };
  }
  const aside = housingSetAside(testCase, period);
  if (aside) return { name, status: 'set-aside', reason: aside };

  const input = testCase.input ?? {};
  const famille = isRecord(input.famille) ? input.famille : {};
  const menage = isRecord(input.menage) ? input.menage : {};
  const person = Object.values(isRecord(input.individus) ? input.individus : {})[0];
  const individual = isRecord(person) ? person : {};
  const reader = new ScaleReader(lookup, date);
  try {
    const scale = housingAidScale(reader);
    const givenResources = expectedNumber(atPeriod(famille.aide_logement_base_ressources, period));
    const outputResources = expectedNumber(output.aide_logement_base_ressources);
    let resources: number;
    let resourcesChecked = false;
    const student = atPeriod(individual.etudiant, period) === true;
    if (givenResources !== null) {
      resources = givenResources;
    } else if (student) {
      if (date < '2021-01-01') {
        return {
          name,
          status: 'set-aside',
          reason: 'étudiant avant la réforme de 2021 : plancher de ressources, non modélisé',
        };
      }
      const studentScale = studentResourcesScale(reader);
      const age =
        ageAt(atPeriod(individual.date_naissance, period), date) ??
        expectedNumber(atPeriod(individual.age, period));
      if (age === null || age >= studentScale.ageMax) {
        return {
          name,
          status: 'set-aside',
          reason: 'étudiant de 28 ans ou plus : ressources réelles, hors du forfait étudiant',
        };
      }
      resources = studentFlatRateResources(atPeriod(individual.boursier, period) === true, studentScale);
      resourcesChecked = true;
    } else if (outputResources !== null) {
      // The case computes R from incomes we do not model; its own R lets us check the rest of the formula.
      resources = outputResources;
    } else {
      return {
        name,
        status: 'set-aside',
        reason: 'ressources calculées à partir des revenus (salaires, chômage…) : hors du modèle',
      };
    }
    const zoneInput = atPeriod(menage.zone_apl, period);
    const depcom = atPeriod(menage.depcom, period);
    const zone = (
      typeof zoneInput === 'string'
        ? Number(zoneInput.replace('zone_', ''))
        : (zoneOf(String(depcom ?? '')) ?? 2)
    ) as 1 | 2 | 3;
    const lodging: TenantLodging =
      atPeriod(menage.coloc, period) === true
        ? 'colocation'
        : atPeriod(menage.logement_chambre, period) === true
          ? 'chambre'
          : 'logement';
    const conventioned = atPeriod(menage.logement_conventionne, period) === true;
    const rent = expectedNumber(atPeriod(menage.loyer, period)) ?? 0;
    const aid = tenantHousingAid({ zone, lodging, rent, resources, conventioned }, scale);

    const actualOf: Record<string, number> = {
      aide_logement: aid.monthlyAid,
      aide_logement_montant: aid.monthlyAid,
      aide_logement_montant_brut: aid.grossAid,
      apl: conventioned ? aid.monthlyAid : 0,
      als: conventioned ? 0 : aid.monthlyAid,
      aide_logement_loyer_retenu: aid.retainedRent,
      aide_logement_loyer_plafond: aid.rentCeiling,
      aide_logement_charges: aid.flatRateCharges,
      aide_logement_R0: scale.r0Single,
      aide_logement_taux_famille: scale.familyRate,
      aide_logement_taux_loyer: rentRate(aid.retainedRent, scale),
      aide_logement_participation_personnelle: aid.personalContribution,
      aide_logement_base_ressources: aid.resources,
      zone_apl: zone,
    };
    const failures: string[] = [];
    let checked = 0;
    for (const key of keys) {
      if (key === 'aide_logement_base_ressources' && !resourcesChecked && givenResources === null) continue;
      const expected = key === 'zone_apl' ? String(output[key]).replace('zone_', '') : output[key];
      checked += 1;
      compare(failures, key, actualOf[key] ?? Number.NaN, expected, testCase);
    }
    return { name, status: 'ran', failures, checked };
  } catch (error) {
    if (error instanceof MissingScaleError) {
      return { name, status: 'set-aside', reason: `barème absent à cette date (${error.parameter})` };
    }
    throw error;
  }
}
