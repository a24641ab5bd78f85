import { type AppConfig, loadConfig } from '../../config';
import {
  FranceTravailOffresClient,
  type SearchCriteria,
} from '../../connectors/france-travail/offres-client';
import { type Importer, type ImportReport, RejectionLog } from './importer';
import { OFFRES_FILE_SOURCE } from './offres-importer';
import { finishOffresImport, toOffreRecords, upsertOffres } from './offres-upsert';
import { silentProgress } from './progress';

/** Départements to query: FRANCE_TRAVAIL_DEPARTEMENTS ("33,69"), else every imported département. */
async function departements(context: Parameters<Importer['run']>[0], listed?: string): Promise<string[]> {
  if (listed)
    return listed
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean);
  const rows = await context.database.query<{ code: string }>(
    'SELECT code FROM geo_departements ORDER BY code',
  );
  return rows.map((row) => row.code);
}

/**
 * Live offers from the France Travail API, département by département (and by ROME code when
 * FRANCE_TRAVAIL_ROME_CODES is set, which also gets past the API's 3 150-result window).
 */
export function createOffresApiImporter(
  getConfig: () => AppConfig = () => loadConfig(process.env),
  env: NodeJS.ProcessEnv = process.env,
): Importer {
  return {
    name: 'offres-api',
    description: 'Offres d’emploi en direct de l’API France Travail (FRANCE_TRAVAIL_CLIENT_ID/SECRET)',
    dependsOn: ['geo'],
    async run(context): Promise<ImportReport> {
      const { franceTravail } = getConfig();
      if (!franceTravail.clientId || !franceTravail.clientSecret) {
        // Not an error: `import all` runs on machines without an API account.
        const rejections = new RejectionLog();
        rejections.add(
          'connecteur non configuré (FRANCE_TRAVAIL_CLIENT_ID et FRANCE_TRAVAIL_CLIENT_SECRET) : rien n’a été demandé',
          'le fichier d’offres s’importe avec « npm run import -- offres »',
        );
        return { read: 0, imported: 0, rejected: rejections.list() };
      }
      const client = new FranceTravailOffresClient({
        ...franceTravail,
        clientId: franceTravail.clientId,
        clientSecret: franceTravail.clientSecret,
      });
      const romeCodes = (env.FRANCE_TRAVAIL_ROME_CODES ?? '')
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean);
      const criteria: SearchCriteria[] = (
        await departements(context, env.FRANCE_TRAVAIL_DEPARTEMENTS)
      ).flatMap((departement) =>
        romeCodes.length ? romeCodes.map((codeROME) => ({ departement, codeROME })) : [{ departement }],
      );
      const rejections = new RejectionLog();
      let read = 0;
      let imported = 0;
      context.progress.start('Offres France Travail (requêtes)', criteria.length);
      for (const criterion of criteria) {
        const result = await client.searchAll(criterion, async (offres) => {
          imported += await upsertOffres(
            context.database,
            toOffreRecords(offres, OFFRES_FILE_SOURCE, rejections),
            silentProgress,
          );
        });
        read += result.read;
        if (result.capped) {
          rejections.add(
            'plus de résultats que l’API n’en sert (3 150) : précisez FRANCE_TRAVAIL_ROME_CODES',
            `${Object.values(criterion).join(' ')} : ${result.total}`,
          );
        }
        context.progress.tick();
      }
      context.progress.done();
      await finishOffresImport(context.database);
      return { read, imported, rejected: rejections.list() };
    },
  };
}
