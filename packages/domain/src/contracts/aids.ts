/**
 * Estimates of student aids (levels 35, 36, 37), computed by the server from OpenFisca-France's imported scales.
 * Amounts are euros; dates are ISO `YYYY-MM-DD`. Every answer carries `sources`: one entry per official scale used.
 *
 * Source (`aidSourceSchema`), for each scale the estimate used:
 * - `parameter`: OpenFisca's name of the scale (stable id, e.g. `…criteres_sociaux.montants`).
 * - `label`: OpenFisca's French description of the scale.
 * - `appliesFrom`: date the value used applies from.
 * - `legalTitle` / `legalUrl`: the legal text in force for that value (Légifrance link); null when OpenFisca has none.
 * - `lastCheckedOn`: last day OpenFisca checked the value still holds (`last_value_still_valid_on`), or null.
 * - `aVerifier`: true when that check is older than the review period (or missing): the screen says « à vérifier ».
 *
 * POST /api/aids/bourse/estimate — CROUS grant on social criteria (bourse sur critères sociaux):
 * - body `parentsIncome`: parents' « revenu brut global » of year N-2 (€/year, from the tax notice).
 * - body `dependentSiblings`: other children the parents support, the student NOT counted.
 * - body `siblingsInHigherEducation`: how many of those siblings study in higher education (≤ dependentSiblings).
 * - body `distanceKm`: km between the family home and the place of study.
 *   (The scale knows no other charge point: distance and children are all OpenFisca's `points_de_charge` hold.)
 * - answer `chargePoints`: `{ distance, siblings, total }` charge points.
 * - answer `echelon`: `'0bis'`, `'1'`…`'7'`, or null when the income is above every ceiling (no grant).
 * - answer `incomeCeiling`: the ceiling of that échelon for those charge points (of 0 bis when null).
 * - answer `monthlyAmount`: € per month (0 when `echelon` is null); `monthlyPayments`: how many months (10);
 *   `yearlyAmount` = monthlyAmount × monthlyPayments.
 * - answer `scale`: the ceilings' provenance in short — `academicYear` ('2025-2026'), `appliesFrom`, `legalTitle`,
 *   `legalUrl`, `aVerifier` — to print under the estimate; `sources` lists every scale used (amounts, ceilings…).
 *
 * POST /api/aids/logement/estimate — housing aid (APL/ALS) of a student tenant, and the Visale guarantee:
 * - body `communeInsee`: INSEE code of the study commune (arrondissements accepted: 75056 or 75105).
 * - body `housingType`: `crous` (CROUS residence room), `colocation` (flat-share), `studio`, `famille` (stays with
 *   family: no rent, no aid). `monthlyRent`: the rent the student found (€/month, charges excluded); required
 *   unless `famille`. `boursier`: holds a higher-education grant. `age`: in years (Visale).
 * - answer `zone`: housing-aid zone 1, 2 or 3 of the commune.
 * - answer `monthlyAid`: estimated aid (€/month, 0 when none); `noAidReason`: null, `famille` (no rent) or
 *   `sous_seuil_versement` (below the minimum amount paid).
 * - answer `rentCeiling`: rent ceiling for this situation (€/month); `retainedRent`: min(rent, ceiling);
 *   `flatRateCharges`: flat-rate charges added to the rent (€/month);
 *   `flatRateResources`: the student flat-rate yearly resources (€/year, grant holders' reduction applied);
 *   `personalContribution`: the student's own share P0 + Tp × (R − R0) (€/month).
 *   All four are null for `famille`.
 * - answer `visale`: `{ eligible, plafondLoyer, ileDeFrance, ageMax }` — the student rent ceiling of the Visale
 *   guarantee (Île-de-France or not); eligible when age ≤ ageMax and the rent (if any) ≤ plafondLoyer.
 * - answer `sources`: every scale used.
 *
 * Errors (code → screen): `bareme_absent` (503: the official scales are not imported yet), `commune_inconnue`
 * (404: no zone for that INSEE code), `validation` (400: bad input, French message).
 */
import { z } from 'zod';

export const aidSourceSchema = z.object({
  parameter: z.string(),
  label: z.string(),
  appliesFrom: z.string(),
  legalTitle: z.string().nullable(),
  legalUrl: z.string().nullable(),
  lastCheckedOn: z.string().nullable(),
  aVerifier: z.boolean(),
});
export type AidSource = z.infer<typeof aidSourceSchema>;

const euros = (message: string) =>
  z.number({ message }).finite(message).min(0, message).max(10_000_000, message);
const count = (message: string) => z.number({ message }).int(message).min(0, message).max(20, message);

export const bourseEstimateBodySchema = z
  .object({
    parentsIncome: euros('Indique le revenu brut global de tes parents, en euros par an.'),
    dependentSiblings: count('Indique combien de frères et sœurs sont à la charge de tes parents (0 à 20).'),
    siblingsInHigherEducation: count('Indique combien d’entre eux font des études supérieures (0 à 20).'),
    distanceKm: z
      .number({ message: 'Indique la distance en kilomètres.' })
      .finite('Indique la distance en kilomètres.')
      .min(0, 'La distance ne peut pas être négative.')
      .max(40_000, 'Indique une distance de moins de 40 000 km.'),
  })
  .refine((body) => body.siblingsInHigherEducation <= body.dependentSiblings, {
    message: 'Ceux qui font des études supérieures font partie des frères et sœurs à charge.',
    path: ['siblingsInHigherEducation'],
  });
export type BourseEstimateBody = z.infer<typeof bourseEstimateBodySchema>;

export const BOURSE_ECHELONS = ['0bis', '1', '2', '3', '4', '5', '6', '7'] as const;
export type BourseEchelon = (typeof BOURSE_ECHELONS)[number];

export const bourseEstimateSchema = z.object({
  chargePoints: z.object({
    distance: z.number(),
    siblings: z.number(),
    total: z.number(),
  }),
  echelon: z.enum(BOURSE_ECHELONS).nullable(),
  incomeCeiling: z.number(),
  monthlyAmount: z.number(),
  monthlyPayments: z.number(),
  yearlyAmount: z.number(),
  scale: z.object({
    academicYear: z.string(),
    appliesFrom: z.string(),
    legalTitle: z.string().nullable(),
    legalUrl: z.string().nullable(),
    aVerifier: z.boolean(),
  }),
  sources: z.array(aidSourceSchema),
});
export type BourseEstimate = z.infer<typeof bourseEstimateSchema>;

export const HOUSING_TYPES = ['crous', 'colocation', 'studio', 'famille'] as const;
export type HousingType = (typeof HOUSING_TYPES)[number];

export const logementEstimateBodySchema = z
  .object({
    communeInsee: z
      .string({ message: 'Choisis la commune où tu vas étudier.' })
      .trim()
      .toUpperCase()
      .regex(/^(\d{5}|2[AB]\d{3})$/, 'Choisis la commune où tu vas étudier.'),
    housingType: z.enum(HOUSING_TYPES, { message: 'Choisis un type de logement.' }),
    monthlyRent: z
      .number({ message: 'Indique le loyer en euros par mois.' })
      .finite('Indique le loyer en euros par mois.')
      .min(0, 'Le loyer ne peut pas être négatif.')
      .max(20_000, 'Indique un loyer de moins de 20 000 € par mois.')
      .nullable()
      .optional(),
    boursier: z.boolean({ message: 'Dis si tu as une bourse.' }),
    age: z
      .number({ message: 'Indique ton âge.' })
      .int('Indique ton âge en années.')
      .min(14, 'Indique ton âge (14 à 99 ans).')
      .max(99, 'Indique ton âge (14 à 99 ans).'),
  })
  .refine((body) => body.housingType === 'famille' || typeof body.monthlyRent === 'number', {
    message: 'Indique le loyer que tu as trouvé, en euros par mois.',
    path: ['monthlyRent'],
  });
export type LogementEstimateBody = z.infer<typeof logementEstimateBodySchema>;

export const logementEstimateSchema = z.object({
  zone: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  housingType: z.enum(HOUSING_TYPES),
  monthlyAid: z.number(),
  noAidReason: z.enum(['famille', 'sous_seuil_versement']).nullable(),
  rentCeiling: z.number().nullable(),
  retainedRent: z.number().nullable(),
  flatRateCharges: z.number().nullable(),
  flatRateResources: z.number().nullable(),
  personalContribution: z.number().nullable(),
  visale: z.object({
    eligible: z.boolean(),
    plafondLoyer: z.number(),
    ileDeFrance: z.boolean(),
    ageMax: z.number(),
  }),
  sources: z.array(aidSourceSchema),
});
export type LogementEstimate = z.infer<typeof logementEstimateSchema>;
