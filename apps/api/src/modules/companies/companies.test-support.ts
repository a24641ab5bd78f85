import { createTestUser, type TestApp, type TestUser } from '../../../test/helper';

let counter = 0;

/** A confirmed company account with its organisation, straight in the database. */
export async function createTestCompany(t: TestApp, organisation = 'Atelier Pixel'): Promise<TestUser> {
  counter += 1;
  const company = await createTestUser(t, { profileType: 'company', firstName: 'Nadia' });
  await t.database.query(
    `INSERT INTO companies (user_id, organisation, siret, contact_first_name, contact_last_name, sector, street,
       postal_code, city, department)
     VALUES ($1, $2, '73282932000074', 'Nadia', 'Benali', 'Graphisme', $3, '33000', 'Bordeaux', '33 - Gironde')`,
    [company.id, `${organisation} ${counter}`, `${counter} rue Sainte-Catherine`],
  );
  return company;
}

/** A posting as the company form sends it, starting `daysAhead` days after `today` (YYYY-MM-DD). */
export function anOffer(today: string, overrides: Record<string, unknown> = {}) {
  const start = new Date(`${today}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() + 20);
  const end = new Date(start);
  end.setUTCDate(end.getUTCDate() + 30);
  return {
    kind: 'stage',
    title: 'Stage de découverte en atelier graphique',
    description:
      'Deux semaines pour découvrir la mise en page, la préparation des fichiers et l’impression avec notre équipe.',
    city: 'Bordeaux',
    department: '33 - Gironde',
    startsOn: start.toISOString().slice(0, 10),
    endsOn: end.toISOString().slice(0, 10),
    hoursPerWeek: 30,
    ...overrides,
  };
}
