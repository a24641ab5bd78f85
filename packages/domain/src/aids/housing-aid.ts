/**
 * Housing aid (APL/ALS) of a single tenant without dependants, as OpenFisca-France computes it in the rental
 * sector since the 2021 reform: aid = retained rent + flat-rate charges − personal contribution, where the
 * personal contribution is P0 + Tp × (R − R0). Amounts are monthly euros, R and R0 yearly euros.
 */

export type AplZone = 1 | 2 | 3;

/** What the tenant rents: a whole dwelling, a room (CROUS residence room), or a share of a flat-share. */
export type TenantLodging = 'logement' | 'chambre' | 'colocation';

/** The rental-sector scale in force on one date, for a single person without dependants. */
export interface HousingAidScale {
  /** Rent ceiling of a single person, per zone; zone 2's is also the reference rent of the TL rate. */
  rentCeilingSingle: Record<AplZone, number>;
  roomCoefficient: number;
  flatShareCoefficient: number;
  /** Flat-rate charges of a single tenant, and of a single flat-sharer. */
  chargesSingle: number;
  chargesFlatShare: number;
  /** P0 = max(p0Rate × (rent + charges), p0Flat). */
  p0Rate: number;
  p0Flat: number;
  /** TF of a single person without dependants. */
  familyRate: number;
  /** TL by tranche of RL = retained rent / reference rent. */
  rentRate: { threshold1: number; threshold2: number; rate2: number; rate3: number };
  /** R0 of a single person without dependants (€/year). */
  r0Single: number;
  /** Subtracted from every aid (€/month). */
  flatReduction: number;
  /** Below these amounts nothing is paid: APL (conventioned dwelling) and AL. */
  minimumPayment: { apl: number; al: number };
  /** Rents above ceiling × degressivity lower the aid, to zero at ceiling × suppression. */
  degressivity: Record<AplZone, { degressivity: number; suppression: number }>;
  /** The CRDS withheld from the aid (a rate). */
  crdsRate: number;
}

export interface TenantSituation {
  zone: AplZone;
  lodging: TenantLodging;
  /** Rent without charges (€/month). */
  rent: number;
  /** Yearly resources R before rounding (€/year). */
  resources: number;
  /** A conventioned dwelling (APL), e.g. a CROUS residence; otherwise AL. */
  conventioned: boolean;
}

export interface HousingAidComputation {
  rentCeiling: number;
  retainedRent: number;
  flatRateCharges: number;
  /** R rounded up to the hundred euros (€/year). */
  resources: number;
  personalContribution: number;
  /** Aid after degressivity and the flat reduction, before the CRDS (€/month). */
  grossAid: number;
  /** What is paid: the gross aid less the CRDS (€/month); 0 below the minimum payment. */
  monthlyAid: number;
  belowMinimumPayment: boolean;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** The rent ceiling for this lodging in this zone (rooms and flat-shares get a reduced ceiling). */
export function rentCeiling(zone: AplZone, lodging: TenantLodging, scale: HousingAidScale): number {
  const coefficient =
    lodging === 'colocation' ? scale.flatShareCoefficient : lodging === 'chambre' ? scale.roomCoefficient : 1;
  return cents(scale.rentCeilingSingle[zone] * coefficient);
}

/** The TL rate: nothing below the first threshold of RL, then two slopes. */
export function rentRate(retainedRent: number, scale: HousingAidScale): number {
  // RL is a percentage rounded to two decimals (arrêté du 27 septembre 2019, art. 14).
  const ratio = Math.round((retainedRent / scale.rentCeilingSingle[2]) * 10_000) / 10_000;
  const { threshold1, threshold2, rate2, rate3 } = scale.rentRate;
  if (ratio >= threshold2) return rate3 * (ratio - threshold2) + rate2 * (threshold2 - threshold1);
  return Math.max(0, rate2 * (ratio - threshold1));
}

/** Resources are rounded up to the hundred euros (after rounding to the cent). */
export function roundedResources(resources: number): number {
  return Math.ceil(cents(Math.max(0, resources)) / 100) * 100;
}

/** Personal contribution Pp = P0 + Tp × max(0, R − R0), with Tp = TF + TL. */
export function personalContribution(
  retainedRent: number,
  charges: number,
  resources: number,
  scale: HousingAidScale,
): number {
  const p0 = Math.max(scale.p0Rate * (retainedRent + charges), scale.p0Flat);
  const rate = scale.familyRate + rentRate(retainedRent, scale);
  return p0 + rate * Math.max(0, resources - scale.r0Single);
}

function degressivityCoefficient(
  rent: number,
  ceiling: number,
  zone: AplZone,
  scale: HousingAidScale,
): number {
  const from = cents(ceiling * scale.degressivity[zone].degressivity);
  const to = cents(ceiling * scale.degressivity[zone].suppression);
  if (rent <= from) return 1;
  if (rent <= to) return 1 - (rent - from) / (to - from);
  return 0;
}

/** The monthly housing aid of a single tenant without dependants, with every step shown. */
export function tenantHousingAid(situation: TenantSituation, scale: HousingAidScale): HousingAidComputation {
  const ceiling = rentCeiling(situation.zone, situation.lodging, scale);
  const realRent = Math.round(situation.rent);
  const retainedRent = Math.min(realRent, ceiling);
  const charges = situation.lodging === 'colocation' ? scale.chargesFlatShare : scale.chargesSingle;
  const resources = roundedResources(situation.resources);
  const contribution = personalContribution(retainedRent, charges, resources, scale);
  const beforeThreshold = Math.max(0, retainedRent + charges - contribution);
  const minimum = situation.conventioned ? scale.minimumPayment.apl : scale.minimumPayment.al;
  const belowMinimumPayment = beforeThreshold < minimum || beforeThreshold === 0;
  const coefficient = degressivityCoefficient(realRent, ceiling, situation.zone, scale);
  const grossAid = belowMinimumPayment
    ? 0
    : Math.max(0, cents(beforeThreshold * coefficient) - scale.flatReduction);
  return {
    rentCeiling: ceiling,
    retainedRent,
    flatRateCharges: charges,
    resources,
    personalContribution: cents(contribution),
    grossAid: cents(grossAid),
    monthlyAid: cents(grossAid - grossAid * scale.crdsRate),
    belowMinimumPayment,
  };
}

/** A student tenant's yearly resources are a flat rate, lowered for grant holders (CCH, R822-20). */
export interface StudentResourcesScale {
  flatResources: number;
  grantHolderReduction: number;
  /** Under this age the flat rate applies. */
  ageMax: number;
}

export function studentFlatRateResources(boursier: boolean, scale: StudentResourcesScale): number {
  return Math.max(0, scale.flatResources - (boursier ? scale.grantHolderReduction : 0));
}
