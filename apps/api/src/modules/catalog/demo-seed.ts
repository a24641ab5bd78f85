import { placeKey } from '@declic/domain';
import { linkFormationAttendus, replaceAttendus } from '../../db/catalog/formation-attendus';
import { FORMATION_COLUMNS, formationValues } from '../../db/catalog/formation-record';
import { OFFRE_COLUMNS, offreValues } from '../../db/catalog/offre-record';
import { refreshVocabulary } from '../../db/catalog/vocabulary';
import type { DatabaseHandle } from '../../db/database';
import { batchUpsert } from '../../db/importers/batch-upsert';
import { setAccessRates } from '../formations';
import {
  DEMO_PLACES,
  DEMO_SOURCE,
  demoAccessRates,
  demoAttendus,
  demoFormations,
  demoOffres,
} from './demo-catalog';

async function isEmpty(database: DatabaseHandle, table: string): Promise<boolean> {
  return (await database.query(`SELECT 1 FROM ${table} LIMIT 1`)).length === 0;
}

/** The places the demo uses, unless the real geography has been imported. */
async function seedDemoPlaces(database: DatabaseHandle): Promise<void> {
  if (!(await isEmpty(database, 'geo_departements'))) return;
  const regions = DEMO_PLACES.map((p) => [p.codeRegion, p.region, placeKey(p.region)]);
  const departements = DEMO_PLACES.map((p) => [
    p.codeDepartement,
    p.codeRegion,
    p.departement,
    placeKey(p.departement),
  ]);
  await batchUpsert(
    database,
    { table: 'geo_regions', columns: ['code', 'nom', 'nom_recherche'], conflict: ['code'] },
    regions,
  );
  await batchUpsert(
    database,
    {
      table: 'geo_departements',
      columns: ['code', 'code_region', 'nom', 'nom_recherche'],
      conflict: ['code'],
    },
    departements,
  );
}

/**
 * The demo programmes' attendus, linked to them, while every formation is a demo one and no
 * attendus were imported: demo text never lands on a real formation.
 */
async function seedDemoAttendus(database: DatabaseHandle, formationsAdded: boolean): Promise<number> {
  const [real] = await database.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM catalog_formations WHERE source <> $1)
         OR EXISTS (SELECT 1 FROM formation_attendus WHERE source <> $1) AS found`,
    [DEMO_SOURCE],
  );
  if (real?.found) return 0;
  const added = await replaceAttendus(database, DEMO_SOURCE, demoAttendus());
  // Nothing new on either side (every start but the first): the links already hold.
  if (added > 0 || formationsAdded) await linkFormationAttendus(database);
  return added;
}

/**
 * Loads the demo catalogue into empty catalogue tables (a table with any row, imported or
 * demo, is left alone). Returns how many rows were added.
 */
export async function seedDemoCatalog(database: DatabaseHandle): Promise<number> {
  let added = 0;
  const formationsEmpty = await isEmpty(database, 'catalog_formations');
  const offresEmpty = await isEmpty(database, 'catalog_offres');
  if (formationsEmpty || offresEmpty) await seedDemoPlaces(database);
  if (formationsEmpty) {
    added += await batchUpsert(
      database,
      { table: 'catalog_formations', columns: [...FORMATION_COLUMNS], conflict: ['source', 'source_id'] },
      demoFormations().map(formationValues),
    );
    await setAccessRates(database, DEMO_SOURCE, demoAccessRates(), {
      name: 'démo',
      label: 'Catalogue de démonstration Déclic',
    });
    await refreshVocabulary(database, 'formations');
  }
  added += await seedDemoAttendus(database, formationsEmpty);
  if (offresEmpty) {
    added += await batchUpsert(
      database,
      { table: 'catalog_offres', columns: [...OFFRE_COLUMNS], conflict: ['id'] },
      demoOffres().map(offreValues),
    );
    await refreshVocabulary(database, 'offres');
  }
  return added;
}
