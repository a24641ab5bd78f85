import type { DatedValue, LegalReference, OpenfiscaParameter } from '@declic/domain';
import type { Queryable } from '../../db/database';

interface ParameterRow extends Record<string, unknown> {
  name: string;
  description: string;
  unit: string | null;
  last_checked: string | null;
}

interface ValueRow extends Record<string, unknown> {
  parameter: string;
  bracket: number;
  field: 'value' | 'threshold' | 'amount';
  applies_from: string;
  value: unknown;
}

interface ReferenceRow extends Record<string, unknown> {
  parameter: string;
  applies_from: string;
  title: string | null;
  href: string | null;
}

/** Imported OpenFisca parameters by name, rebuilt as the domain reads them; absent names are left out. */
export async function loadOpenfiscaParameters(
  database: Queryable,
  names: string[],
): Promise<OpenfiscaParameter[]> {
  // Dates as ISO text: a DATE has no time zone and must not move a day on the way.
  const [parameters, values, references] = await Promise.all([
    database.query<ParameterRow>(
      `SELECT name, description, unit, to_char(last_value_still_valid_on, 'YYYY-MM-DD') AS last_checked
         FROM openfisca_parameters WHERE name = ANY($1::text[])`,
      [names],
    ),
    database.query<ValueRow>(
      `SELECT parameter, bracket, field, to_char(applies_from, 'YYYY-MM-DD') AS applies_from, value
         FROM openfisca_values WHERE parameter = ANY($1::text[]) ORDER BY parameter, bracket, field, applies_from`,
      [names],
    ),
    database.query<ReferenceRow>(
      `SELECT parameter, to_char(applies_from, 'YYYY-MM-DD') AS applies_from, title, href
         FROM openfisca_references WHERE parameter = ANY($1::text[]) ORDER BY parameter, applies_from, position`,
      [names],
    ),
  ]);
  const byName = new Map<string, OpenfiscaParameter>(
    parameters.map((row) => [
      row.name,
      {
        name: row.name,
        description: row.description,
        unit: row.unit,
        lastValueStillValidOn: row.last_checked,
        values: [],
        brackets: [],
        references: [],
      },
    ]),
  );
  for (const row of values) {
    const parameter = byName.get(row.parameter);
    if (!parameter) continue;
    const entry: DatedValue = { date: row.applies_from, value: row.value };
    if (row.bracket < 0) {
      parameter.values.push(entry);
      continue;
    }
    parameter.brackets[row.bracket] ??= { threshold: [], amount: [] };
    parameter.brackets[row.bracket]?.[row.field === 'threshold' ? 'threshold' : 'amount'].push(entry);
  }
  for (const row of references) {
    const reference: LegalReference = { date: row.applies_from, title: row.title, href: row.href };
    byName.get(row.parameter)?.references.push(reference);
  }
  for (const parameter of byName.values()) parameter.brackets = parameter.brackets.filter(Boolean);
  return [...byName.values()];
}

/** The housing-aid zone of a commune (arrondissements included), or null when the code is unknown. */
export async function findAplZone(database: Queryable, communeInsee: string): Promise<1 | 2 | 3 | null> {
  const [row] = await database.query<{ zone: number }>(
    'SELECT zone FROM apl_zones WHERE commune_insee = $1',
    [communeInsee],
  );
  return row ? (row.zone as 1 | 2 | 3) : null;
}

/** Whether the zoning was imported at all (to tell « not imported » from « unknown commune »). */
export async function hasAplZones(database: Queryable): Promise<boolean> {
  const [row] = await database.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM apl_zones) AS any');
  return row?.any === true;
}
