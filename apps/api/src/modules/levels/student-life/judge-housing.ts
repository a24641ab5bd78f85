import {
  checkHousing,
  type HousingAnswer,
  type HousingRow,
  type HousingStep,
  netRentOf,
  pricedOptions,
  typographieFr,
} from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';
import { HttpError } from '../../../plugins/errors';
import { findCommune } from '../../geo';
import { logementEstimate } from './aids-estimates';

/**
 * Level 37: the commune must be one of the INSEE geography (its name comes from there); each
 * option priced gets the housing aid and Visale computed by the aids module, stored with the
 * answer.
 */
export async function judgeHousing(
  database: DatabaseHandle,
  step: HousingStep,
  answer: Record<string, unknown>,
) {
  const housing = answer as unknown as HousingAnswer;
  if (!housing.commune) return { answer, check: checkHousing(step, housing) };
  const commune = await findCommune(database, housing.commune.code);
  if (!commune) {
    throw new HttpError(
      400,
      'commune_inconnue',
      typographieFr(
        `« ${housing.commune.label || housing.commune.code} » n’est pas une commune connue : choisis-la dans la liste.`,
      ),
    );
  }
  const named = { ...housing, commune };
  if (named.age === null || named.boursier === null)
    return { answer: named, check: checkHousing(step, named) };
  const rows: HousingRow[] = [];
  for (const option of pricedOptions(named)) {
    const rent = option.type === 'famille' ? 0 : (option.rent ?? 0);
    const estimate = await logementEstimate(database, {
      communeInsee: commune.code,
      housingType: option.type,
      monthlyRent: option.type === 'famille' ? null : rent,
      boursier: named.boursier,
      age: named.age,
    });
    rows.push({
      type: option.type,
      rent,
      deposit: option.deposit ?? 0,
      estimate,
      netRent: netRentOf(rent, estimate.monthlyAid),
    });
  }
  return { answer: { ...named, rows }, check: checkHousing(step, named, { commune, rows }) };
}
