import type { DatabaseHandle } from '../../db/database';

export interface AccessRate {
  sourceId: string;
  taux: number;
}

/**
 * Sets the access rate of formations of one source, by source id (the demo catalogue's invented
 * rates; the real ones come from the parcoursup-acces importer).
 */
export async function setAccessRates(
  database: DatabaseHandle,
  source: string,
  rates: AccessRate[],
  session: { name: string; label: string },
): Promise<void> {
  await database.query(
    `UPDATE catalog_formations f
        SET taux_acces = r.taux, taux_acces_session = $4, taux_acces_source = $5
       FROM (SELECT unnest($2::text[]) AS source_id, unnest($3::real[]) AS taux) r
      WHERE f.source = $1 AND f.source_id = r.source_id`,
    [source, rates.map((rate) => rate.sourceId), rates.map((rate) => rate.taux), session.name, session.label],
  );
}
