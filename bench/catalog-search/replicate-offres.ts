import { refreshVocabulary } from '../../apps/api/src/db/catalog/vocabulary';
import type { DatabaseHandle } from '../../apps/api/src/db/database';

const COPIED = `intitule, rome_code, rome_libelle, appellation_libelle, type_contrat, type_contrat_libelle, alternance,
  entreprise_nom, entreprise_logo, secteur_activite_libelle, origine_offre_url_origine, contact_url_postulation, competences`;
const PLACE = `lieu_travail_libelle, lieu_travail_latitude, lieu_travail_longitude, code_postal, code_commune, code_departement`;

/**
 * Grows catalog_offres to about `target` rows by copying the imported offers: each copy gets
 * its own id, a creation date moved back by whole days plus some minutes, and the place of
 * another offer. Rows go in in date order, as a live feed would add them. Secondary indexes are
 * dropped first and rebuilt from their own definitions (much faster than a million updates).
 */
export async function replicateOffres(database: DatabaseHandle, target: number, log: (line: string) => void) {
  const [{ n: base } = { n: 0 }] = await database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM catalog_offres',
  );
  const copies = Math.max(0, Math.ceil((target - base) / base));
  const indexes = await database.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'catalog_offres' AND indexname <> 'catalog_offres_pkey'`,
  );
  for (const index of indexes) await database.exec(`DROP INDEX ${index.indexname}`);
  await database.exec(`CREATE TABLE bench_base AS
    SELECT (row_number() OVER (ORDER BY id) - 1)::int AS i, * FROM catalog_offres`);
  let started = Date.now();
  await database.exec(`INSERT INTO catalog_offres (id, source, ${COPIED}, ${PLACE}, date_creation, date_actualisation)
    SELECT b.id || '-' || g, 'bench', ${COPIED.split(',')
      .map((c) => `b.${c.trim()}`)
      .join(', ')},
      ${PLACE.split(',')
        .map((c) => `p.${c.trim()}`)
        .join(', ')},
      b.date_creation - make_interval(days => g, mins => (b.i * 7 + g * 13) % 1440), b.date_actualisation
    FROM bench_base b CROSS JOIN generate_series(1, ${copies}) g
    JOIN bench_base p ON p.i = (b.i + g * 37) % ${base}
    ORDER BY 22 -- date_creation: oldest first`);
  log(`${copies} copies insérées en ${((Date.now() - started) / 1000).toFixed(0)} s`);
  await database.exec('DROP TABLE bench_base');
  started = Date.now();
  for (const index of indexes) await database.exec(`SET maintenance_work_mem = '256MB'; ${index.indexdef}`);
  log(`index reconstruits en ${((Date.now() - started) / 1000).toFixed(0)} s`);
  started = Date.now();
  await database.exec('VACUUM ANALYZE catalog_offres');
  await refreshVocabulary(database, 'offres');
  // The 1.5 GB just written would otherwise be flushed to disk during the measures, by
  // PostgreSQL's background writers on the same two cores: a live catalogue grows a little each day.
  await database.exec('CHECKPOINT');
  log(`VACUUM ANALYZE, vocabulaire et CHECKPOINT en ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const [{ n } = { n: 0 }] = await database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM catalog_offres',
  );
  return n;
}
