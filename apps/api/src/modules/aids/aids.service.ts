import {
  aidParameterNames,
  type BourseEstimate,
  type BourseEstimateBody,
  bourseEstimateFromScales,
  dayInFrance,
  type LogementEstimate,
  type LogementEstimateBody,
  logementEstimateFromScales,
  MissingScaleError,
  type ParameterLookup,
} from '@declic/domain';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import { findAplZone, hasAplZones, loadOpenfiscaParameters } from './aids.repository';

/** Nothing to estimate with: said plainly, and a 503 (the import is the team's to run, not the student's). */
function scalesMissing(): HttpError {
  return new HttpError(
    503,
    'bareme_absent',
    'Les barèmes officiels n’ont pas encore été importés : l’estimation n’est pas disponible pour l’instant. Réessaie plus tard.',
  );
}

async function aidScales(database: Queryable): Promise<ParameterLookup> {
  const parameters = await loadOpenfiscaParameters(database, aidParameterNames());
  const byName = new Map(parameters.map((parameter) => [parameter.name, parameter]));
  return (name) => byName.get(name);
}

function withScales<T>(compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    if (error instanceof MissingScaleError) throw scalesMissing();
    throw error;
  }
}

/** The CROUS grant estimate with the scales in force on `today` (the level engine stores it as evidence). */
export async function estimateBourse(
  database: Queryable,
  body: BourseEstimateBody,
  today = dayInFrance(),
): Promise<BourseEstimate> {
  const lookup = await aidScales(database);
  return withScales(() => bourseEstimateFromScales(body, lookup, today));
}

/** The housing-aid and Visale estimate for the study commune, with the scales in force on `today`. */
export async function estimateLogement(
  database: Queryable,
  body: LogementEstimateBody,
  today = dayInFrance(),
): Promise<LogementEstimate> {
  const zone = await findAplZone(database, body.communeInsee);
  if (zone === null) {
    if (!(await hasAplZones(database))) throw scalesMissing();
    throw new HttpError(
      404,
      'commune_inconnue',
      'Cette commune n’a pas de zone d’aide au logement connue. Choisis la commune dans la liste.',
    );
  }
  const lookup = await aidScales(database);
  return withScales(() => logementEstimateFromScales(body, zone, lookup, today));
}
