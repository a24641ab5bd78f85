import type {
  AidSource,
  BourseEstimate,
  BourseEstimateBody,
  HousingType,
  LogementEstimate,
  LogementEstimateBody,
} from '../contracts/aids';
import { needsReview } from '../facts/dated-fact';
import { estimateBourse } from './bourse';
import { HOUSING_AID_CRDS_RATE } from './crds';
import { type AplZone, studentFlatRateResources, type TenantLodging, tenantHousingAid } from './housing-aid';
import { appliesFromAt, referenceAt } from './openfisca-parameters';
import {
  AID_PARAMETERS,
  bourseScale,
  housingAidScale,
  type ParameterLookup,
  ScaleReader,
  studentResourcesScale,
  visaleScale,
} from './scales';
import { visaleForStudent } from './visale';

/** « année universitaire 2025-2026 » in the legal title, else the academic year starting in the text's year. */
export function academicYear(legalTitle: string | null, referenceDate: string): string {
  const named = legalTitle?.match(/ann[ée]e universitaire (\d{4})\s*-\s*(\d{4})/i);
  if (named) return `${named[1]}-${named[2]}`;
  const year = Number(referenceDate.slice(0, 4));
  return `${year}-${year + 1}`;
}

/** The grant estimate on `today` from the scales `lookup` finds (throws MissingScaleError without them). */
export function bourseEstimateFromScales(
  body: BourseEstimateBody,
  lookup: ParameterLookup,
  today: string,
): BourseEstimate {
  const reader = new ScaleReader(lookup, today);
  const computation = estimateBourse(body, bourseScale(reader));
  const sources = reader.sources(today);
  const ceilings = reader.parameter(AID_PARAMETERS.bourse.ceiling('0bis'));
  const reference = referenceAt(ceilings, today);
  return {
    ...computation,
    scale: {
      academicYear: academicYear(reference?.title ?? null, reference?.date ?? today),
      appliesFrom: appliesFromAt(ceilings, today) ?? today,
      legalTitle: reference?.title ?? null,
      legalUrl: reference?.href ?? null,
      aVerifier: sources.some((source) => source.aVerifier),
    },
    sources,
  };
}

const LODGING: Record<Exclude<HousingType, 'famille'>, { lodging: TenantLodging; conventioned: boolean }> = {
  // A CROUS residence room: a room in a conventioned residence (APL).
  crous: { lodging: 'chambre', conventioned: true },
  colocation: { lodging: 'colocation', conventioned: false },
  studio: { lodging: 'logement', conventioned: false },
};

/** The housing-aid and Visale estimate on `today` for a commune already placed in its zone. */
export function logementEstimateFromScales(
  body: LogementEstimateBody,
  zone: AplZone,
  lookup: ParameterLookup,
  today: string,
): LogementEstimate {
  const reader = new ScaleReader(lookup, today);
  const rent = body.housingType === 'famille' ? null : (body.monthlyRent ?? 0);
  const visale = visaleForStudent(
    { age: body.age, communeInsee: body.communeInsee, rent },
    visaleScale(reader),
  );
  if (body.housingType === 'famille' || rent === null) {
    return {
      zone,
      housingType: body.housingType,
      monthlyAid: 0,
      noAidReason: 'famille',
      rentCeiling: null,
      retainedRent: null,
      flatRateCharges: null,
      flatRateResources: null,
      personalContribution: null,
      visale,
      sources: reader.sources(today),
    };
  }
  const scale = housingAidScale(reader, zone);
  const resources = studentFlatRateResources(body.boursier, studentResourcesScale(reader));
  const { lodging, conventioned } = LODGING[body.housingType];
  const aid = tenantHousingAid({ zone, lodging, rent, resources, conventioned }, scale);
  return {
    zone,
    housingType: body.housingType,
    monthlyAid: aid.monthlyAid,
    noAidReason: aid.belowMinimumPayment ? 'sous_seuil_versement' : null,
    rentCeiling: aid.rentCeiling,
    retainedRent: aid.retainedRent,
    flatRateCharges: aid.flatRateCharges,
    flatRateResources: aid.resources,
    personalContribution: aid.personalContribution,
    visale,
    sources: [...reader.sources(today), crdsSource(today)],
  };
}

/** The CRDS is our own dated fact (outside OpenFisca's subset): its source is the ordinance. */
function crdsSource(today: string): AidSource {
  const fact = HOUSING_AID_CRDS_RATE;
  return {
    parameter: 'declic.crds_aides_logement',
    label: 'Contribution pour le remboursement de la dette sociale retenue sur les aides au logement',
    appliesFrom: fact.appliesFrom,
    legalTitle: fact.source.label,
    legalUrl: fact.source.url,
    lastCheckedOn: null,
    aVerifier: needsReview(fact, today),
  };
}
