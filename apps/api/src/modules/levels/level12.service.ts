import { compareSavoirEtre, type SavoirEtreComparison } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { readLevel6Metiers, readSavoirEtreByCode } from './level12.repository';

/** Level 12: the student's eight savoir-être against those their level 6 métiers ask for. */
export async function savoirEtreComparisonFor(
  database: DatabaseHandle,
  userId: string,
): Promise<SavoirEtreComparison> {
  const chosen = await readLevel6Metiers(database, userId);
  const savoirEtre = await readSavoirEtreByCode(
    database,
    chosen.map((metier) => metier.code),
  );
  return compareSavoirEtre(
    chosen.map((metier) => ({ ...metier, savoirEtre: savoirEtre.get(metier.code) ?? [] })),
  );
}
