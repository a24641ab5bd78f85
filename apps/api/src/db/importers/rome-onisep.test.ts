import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithData, findDataDir } from '../../../test/data-dir';
import { openTestDatabase, testConfig, testDatabaseKind } from '../../../test/helper';
import { answersForLetters } from '../../../test/orientation';
import { buildApp } from '../../app';
import { loadCatalogue } from '../../modules/rome/catalogue.repository';
import type { DatabaseHandle } from '../database';
import { demoSeedImporter } from './demo-seed';
import { onisepImporter } from './onisep';
import { silentProgress } from './progress';
import { romeImporter } from './rome';

// Real open data is read where it lives when present (never copied into the repository).
const dataDir = findDataDir() ?? '';

describeWithData(`import ROME et ONISEP réels (${testDatabaseKind})`, () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase();
    // Building the app migrates and loads the demo seed, as a first start would.
    app = await buildApp({ config: testConfig(), database, logger: false });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const context = () => ({ database, dataDir, progress: silentProgress });
  const count = async (sql: string) => (await database.query<{ n: number }>(sql))[0]?.n;

  it('importe les 1 584 fiches, leurs appellations, et remplace la démo ; un second passage ne change rien', async () => {
    expect(await count("SELECT count(*)::int AS n FROM rome_metiers WHERE source = 'demo'")).toBe(30);
    const first = await romeImporter.run(context());
    expect(first.read).toBe(1584);
    expect(first.rejected).toEqual([]);
    expect(await count("SELECT count(*)::int AS n FROM rome_metiers WHERE source = 'rome'")).toBe(1584);
    expect(await count("SELECT count(*)::int AS n FROM rome_metiers WHERE source = 'demo'")).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM rome_appellations')).toBe(13_120);
    expect(await count('SELECT count(*)::int AS n FROM rome_centres_interet')).toBe(30);
    const second = await romeImporter.run(context());
    expect(second.imported).toBe(0);

    const [fiche] = await database.query<{
      riasec_majeur: string;
      skill_riasec: Record<string, number>;
      key_skills: string[];
      savoir_etre: Array<{ codeOgr: string; libelle: string; coeurMetier: string | null }>;
      contextes_travail: Array<{ libelle: string; type: string }>;
    }>(
      "SELECT riasec_majeur, skill_riasec, key_skills, savoir_etre, contextes_travail FROM rome_metiers WHERE code_rome = 'M1805'",
    );
    expect(fiche?.riasec_majeur).toBe('I');
    expect(Object.keys(fiche?.skill_riasec ?? {}).length).toBeGreaterThan(0);
    expect(fiche?.key_skills.length).toBeGreaterThan(0);
    expect(fiche?.savoir_etre).toContainEqual({
      codeOgr: '300490',
      libelle: 'Faire preuve de rigueur et de précision',
      coeurMetier: null,
    });
    expect(fiche?.contextes_travail).toContainEqual({
      libelle: 'Travail en journée',
      type: 'Horaires et durée du travail',
    });
    // Almost every fiche lists savoir-être and work contexts.
    expect(
      await count('SELECT count(*)::int AS n FROM rome_metiers WHERE jsonb_array_length(savoir_etre) > 0'),
    ).toBeGreaterThan(1500);
    expect(
      await count(
        'SELECT count(*)::int AS n FROM rome_metiers WHERE jsonb_array_length(contextes_travail) > 0',
      ),
    ).toBeGreaterThan(1500);
    const sheet = (await app.inject({ method: 'GET', url: '/api/rome/metiers/M1805' })).json();
    expect(sheet.savoirEtre).toContain("Faire preuve d'autonomie");
    expect(sheet.contexts).toContainEqual({
      libelle: 'Travail en journée',
      type: 'Horaires et durée du travail',
    });
    // Contexts sharing a heading come side by side.
    const types = (sheet.contexts as Array<{ type: string }>).map((c) => c.type);
    expect(types.filter((type, i) => i === 0 || type !== types[i - 1])).toEqual([...new Set(types)]);
    const demo = await demoSeedImporter.run(context());
    expect(demo.imported).toBe(0);
    expect(demo.rejected[0]?.reason).toContain('déjà importées');
  }, 120_000);

  it('importe les 928 fiches ONISEP avec niveau d’accès, formations et salaire du débutant', async () => {
    const report = await onisepImporter.run(context());
    expect(report).toMatchObject({ read: 928, imported: 928, rejected: [] });
    const [met1] = await database.query<{
      niveau_acces_min: string;
      formations: Array<{ id: string; libelle: string; url?: string }>;
      salaire_debutant: string;
    }>("SELECT niveau_acces_min, formations, salaire_debutant FROM onisep_metiers WHERE id = 'MET.1'");
    expect(met1?.niveau_acces_min).toBe('Bac + 5');
    expect(met1?.formations[0]?.libelle).toBe('Ingénieur du contrôle de la navigation aérienne');
    // A formation gets its ONISEP fiche only when the formations export holds it.
    expect(met1?.formations[0]?.url).toBe(
      `https://www.onisep.fr/http/redirection/formation/slug/${met1?.formations[0]?.id}`,
    );
    const [links] = await database.query<{ named: number; linked: number }>(
      `SELECT count(*)::int AS named, count(f->>'url')::int AS linked
         FROM onisep_metiers, jsonb_array_elements(formations) AS f`,
    );
    expect(links!.linked).toBeGreaterThan(links!.named * 0.95);
    expect(links!.linked).toBeLessThan(links!.named);
    expect(met1?.salaire_debutant).toContain('1486 euros');
    // The XML parser reads each CDATA to its end: no « ]]> » left in any text.
    const leftovers = await database.query(
      "SELECT id FROM onisep_metiers WHERE salaire_debutant LIKE '%]]>%'",
    );
    expect(leftovers).toEqual([]);
    expect((await onisepImporter.run(context())).imported).toBe(0);

    const catalogue = await loadCatalogue(database);
    expect(catalogue.source).toBe('rome');
    expect(catalogue.metiers).toHaveLength(1584);
    expect(catalogue.metiers.filter((m) => m.onisep).length).toBeGreaterThan(600);
  }, 120_000);

  it('un profil très Social et Artistique reçoit des métiers S/A, expliqués par ses réponses', async () => {
    const [row] = await database.query<{ id: string }>(
      "INSERT INTO users (email, email_confirmed_at) VALUES ('sa@example.fr', now()) RETURNING id",
    );
    const user = { id: row!.id, email: 'sa@example.fr' };
    const headers = {
      authorization: `Bearer ${await app.accessTokens.issue({ ...user, profileType: 'student' })}`,
    };
    const answers = answersForLetters({ S: 'Oui', A: 'Oui', E: 'Pas trop', I: 'Pas trop' });
    await app.inject({
      method: 'POST',
      url: '/api/questionnaire/submit',
      headers,
      payload: { answers: answers.map((answer, i) => ({ question_id: i + 1, answer })) },
    });
    const response = await app.inject({ method: 'POST', url: '/api/results/generate', headers });
    const { results } = response.json();
    const jobs = results.jobRecommendations as Array<{
      riasecMajeur: string;
      riasecMineur: string;
      explanation: string;
      matchedAnswers: unknown[];
      opening: boolean;
      links: Array<{ site: string; url: string }>;
    }>;
    const code: string = results.riasec.code;
    for (const job of jobs.slice(0, 6)) {
      expect(job.riasecMajeur).toBe(code[0]);
      expect(code.slice(1)).toContain(job.riasecMineur);
      expect(job.matchedAnswers.length).toBeGreaterThan(0);
      expect(job.explanation).toMatch(/Tu as répondu «\u202FOui\u202F»/);
      expect(job.links.map((link) => link.site)).toContain('France Travail');
    }
    expect(jobs.filter((job) => job.opening)).toHaveLength(1);
    const studies = results.studyRecommendations as Array<{ links: Array<{ site: string; url: string }> }>;
    expect(studies.length).toBeGreaterThan(0);
    expect(studies[0]?.links[0]?.url).toMatch(
      /^https:\/\/www\.onisep\.fr\/http\/redirection\/formation\/slug\/FOR\.\d+$/,
    );
  }, 60_000);
});
