import type { AidSource, BourseEchelon } from '../contracts/aids';
import { BOURSE_ECHELONS } from '../contracts/aids';
import type { BourseScale } from './bourse';
import { HOUSING_AID_CRDS_RATE } from './crds';
import type { AplZone, HousingAidScale, StudentResourcesScale } from './housing-aid';
import {
  appliesFromAt,
  bracketsAt,
  numberAt,
  type OpenfiscaParameter,
  openfiscaReviewBy,
  referenceAt,
} from './openfisca-parameters';
import type { VisaleScale } from './visale';

const BOURSE = 'prestations_sociales.education.bourses.enseignement_superieur.criteres_sociaux';
const LOCATIF = 'prestations_sociales.aides_logement.allocations_logement.locatif';
const FORMULE = `${LOCATIF}.formule`;
const ETUDIANTS = 'prestations_sociales.aides_logement.allocations_logement.ressources.etudiants';
const VISALE = 'prestations_sociales.aides_logement.action_logement.visale';
const ZONES: AplZone[] = [1, 2, 3];

/** OpenFisca's names of every scale the estimates read. */
export const AID_PARAMETERS = {
  bourse: {
    distance: `${BOURSE}.points_de_charge.distance_domicile_familial`,
    perChild: `${BOURSE}.points_de_charge.charges_familiales.par_enfant_a_charge`,
    perStudentChild: `${BOURSE}.points_de_charge.charges_familiales.par_enfant_etudiant`,
    ceiling: (echelon: BourseEchelon) => `${BOURSE}.plafond_ressources.echelon_${echelon}`,
    amounts: `${BOURSE}.montants`,
    payments: `${BOURSE}.nombre_mensualites`,
  },
  logement: {
    ceiling: (zone: AplZone) => `${FORMULE}.l_plafonds_loyers.par_zone.zone_${zone}.personnes_seules`,
    roomCoefficient: `${FORMULE}.l_plafonds_loyers.coef_chambre_et_colocation.coef_chambre`,
    flatShareCoefficient: `${FORMULE}.l_plafonds_loyers.coef_chambre_et_colocation.coef_colocation`,
    chargesSingle: `${FORMULE}.c_forfait_charges.cas_general.cas_general`,
    chargesFlatShare: `${FORMULE}.c_forfait_charges.cas_colocataires.beneficiaire_isole`,
    p0Rate: `${FORMULE}.pp_particip_perso.p0_particip_min.p0_taux`,
    p0Flat: `${FORMULE}.pp_particip_perso.p0_particip_min.p0_forfait`,
    familyRate: `${FORMULE}.pp_particip_perso.tp_taux.tf_taille_famille.metropole.personnes_isolees`,
    threshold1: `${FORMULE}.pp_particip_perso.tp_taux.tl_loyer.seuils.seuil_1`,
    threshold2: `${FORMULE}.pp_particip_perso.tp_taux.tl_loyer.seuils.seuil_2`,
    rate2: `${FORMULE}.pp_particip_perso.tp_taux.tl_loyer.taux.tl_taux_2`,
    rate3: `${FORMULE}.pp_particip_perso.tp_taux.tl_loyer.taux.tl_taux_3`,
    r0Single: `${FORMULE}.pp_particip_perso.r0_abattement.cas_general.taux_seul`,
    flatReduction: `${LOCATIF}.minoration_forfaitaire`,
    minimumApl: `${LOCATIF}.seuils_minimum_versement.apl`,
    minimumAl: `${LOCATIF}.seuils_minimum_versement.non_apl`,
    degressivity: (zone: AplZone) =>
      `${LOCATIF}.coefficients_degressivite_suppression.zone_${zone}.degressivite`,
    suppression: (zone: AplZone) =>
      `${LOCATIF}.coefficients_degressivite_suppression.zone_${zone}.suppression`,
    studentResources: `${ETUDIANTS}.locatif.dar_4_forfait_ressources`,
    grantHolderReduction: `${ETUDIANTS}.locatif.dar_5_minoration_boursier`,
    studentAgeMax: `${ETUDIANTS}.age_max`,
  },
  visale: {
    ageMax: `${VISALE}.eligibilite.age_max`,
    ileDeFrance: `${VISALE}.plafond_loyer.etudiant.ile_de_france`,
    elsewhere: `${VISALE}.plafond_loyer.etudiant.hors_ile_de_france`,
  },
} as const;

/** Every parameter name the estimates may read (the repository loads only these). */
export function aidParameterNames(): string[] {
  const { bourse, logement, visale } = AID_PARAMETERS;
  const names: string[] = [];
  for (const value of [...Object.values(bourse), ...Object.values(logement), ...Object.values(visale)]) {
    if (typeof value === 'string') names.push(value);
  }
  for (const echelon of BOURSE_ECHELONS) names.push(bourse.ceiling(echelon));
  for (const zone of ZONES) {
    names.push(logement.ceiling(zone), logement.degressivity(zone), logement.suppression(zone));
  }
  return names;
}

/** A scale the estimate needs is not imported (or has no value on that date). */
export class MissingScaleError extends Error {
  constructor(readonly parameter: string) {
    super(`Barème OpenFisca absent : ${parameter}`);
  }
}

export type ParameterLookup = (name: string) => OpenfiscaParameter | undefined;

/** Reads scales on one date and remembers each one used, for the answer's sources. */
export class ScaleReader {
  private readonly used = new Map<string, OpenfiscaParameter>();

  constructor(
    private readonly lookup: ParameterLookup,
    readonly date: string,
  ) {}

  parameter(name: string): OpenfiscaParameter {
    const found = this.lookup(name);
    if (!found) throw new MissingScaleError(name);
    this.used.set(name, found);
    return found;
  }

  number(name: string): number {
    const value = numberAt(this.parameter(name).values, this.date);
    if (value === null) throw new MissingScaleError(name);
    return value;
  }

  /** A value that may not be in force yet on the date (a rule introduced later): null then. */
  numberIfInForce(name: string): number | null {
    return numberAt(this.parameter(name).values, this.date);
  }

  brackets(name: string): { threshold: number; amount: number }[] {
    const rows = bracketsAt(this.parameter(name), this.date);
    if (rows.length === 0) throw new MissingScaleError(name);
    return rows;
  }

  /** Provenance of every scale read so far, on `today` for the review rule. */
  sources(today: string): AidSource[] {
    return [...this.used.values()].map((parameter) => aidSource(parameter, this.date, today));
  }
}

/** Where a value comes from, and whether it is past its review date on `today`. */
export function aidSource(parameter: OpenfiscaParameter, date: string, today: string): AidSource {
  const appliesFrom = appliesFromAt(parameter, date) ?? date;
  const reference = referenceAt(parameter, date);
  return {
    parameter: parameter.name,
    label: parameter.description,
    appliesFrom,
    legalTitle: reference?.title ?? null,
    legalUrl: reference?.href ?? null,
    lastCheckedOn: parameter.lastValueStillValidOn,
    aVerifier: today > openfiscaReviewBy(parameter.lastValueStillValidOn, appliesFrom),
  };
}

export function bourseScale(reader: ScaleReader): BourseScale {
  const names = AID_PARAMETERS.bourse;
  const ceilings = Object.fromEntries(
    BOURSE_ECHELONS.map((echelon) => [echelon, reader.brackets(names.ceiling(echelon))]),
  ) as Record<BourseEchelon, { threshold: number; amount: number }[]>;
  return {
    distancePoints: reader.brackets(names.distance),
    pointsPerDependentChild: reader.number(names.perChild),
    pointsPerChildInHigherEducation: reader.number(names.perStudentChild),
    ceilings,
    monthlyAmounts: reader.brackets(names.amounts),
    monthlyPayments: reader.number(names.payments),
  };
}

function perZone<T>(read: (zone: AplZone) => T): Record<AplZone, T> {
  return { 1: read(1), 2: read(2), 3: read(3) };
}

/** The rental scale; with `zone`, only that zone's degressivity is recorded among the sources. */
export function housingAidScale(reader: ScaleReader, zone?: AplZone): HousingAidScale {
  const names = AID_PARAMETERS.logement;
  // Degressivity for high rents exists since July 2016; before, or for another zone, it never applies.
  const never = { degressivity: Number.POSITIVE_INFINITY, suppression: Number.POSITIVE_INFINITY };
  const degressivity = perZone((z) => {
    if (zone !== undefined && z !== zone) return never;
    const from = reader.numberIfInForce(names.degressivity(z));
    const to = reader.numberIfInForce(names.suppression(z));
    return from === null || to === null ? never : { degressivity: from, suppression: to };
  });
  return {
    rentCeilingSingle: perZone((z) => reader.number(names.ceiling(z))),
    roomCoefficient: reader.number(names.roomCoefficient),
    flatShareCoefficient: reader.number(names.flatShareCoefficient),
    chargesSingle: reader.number(names.chargesSingle),
    chargesFlatShare: reader.number(names.chargesFlatShare),
    p0Rate: reader.number(names.p0Rate),
    p0Flat: reader.number(names.p0Flat),
    familyRate: reader.number(names.familyRate),
    rentRate: {
      threshold1: reader.number(names.threshold1),
      threshold2: reader.number(names.threshold2),
      rate2: reader.number(names.rate2),
      rate3: reader.number(names.rate3),
    },
    r0Single: reader.number(names.r0Single),
    flatReduction: reader.numberIfInForce(names.flatReduction) ?? 0,
    minimumPayment: { apl: reader.number(names.minimumApl), al: reader.number(names.minimumAl) },
    degressivity,
    crdsRate: HOUSING_AID_CRDS_RATE.value,
  };
}

export function studentResourcesScale(reader: ScaleReader): StudentResourcesScale {
  const names = AID_PARAMETERS.logement;
  return {
    flatResources: reader.number(names.studentResources),
    grantHolderReduction: reader.number(names.grantHolderReduction),
    ageMax: reader.number(names.studentAgeMax),
  };
}

export function visaleScale(reader: ScaleReader): VisaleScale {
  const names = AID_PARAMETERS.visale;
  return {
    ageMax: reader.number(names.ageMax),
    studentRentCeiling: {
      ileDeFrance: reader.number(names.ileDeFrance),
      elsewhere: reader.number(names.elsewhere),
    },
  };
}
