import type { TestApp } from '../../../test/helper';

let counter = 0;

/** A school of the formations catalogue, as the importers leave it (one formation carrying its UAI). */
export async function aSchool(
  t: Pick<TestApp, 'database'>,
  school: { uai: string; name: string; town: string; department?: string },
): Promise<void> {
  counter += 1;
  await t.database.query(
    `INSERT INTO catalog_formations (source, source_id, nm, etab_uai, etab_nom, commune, departement)
     VALUES ('test', $1, ARRAY['BTS Services informatiques aux organisations'], $2, $3, $4, $5)`,
    [`ecole-${counter}-${school.uai}`, school.uai, school.name, school.town, school.department ?? null],
  );
}
