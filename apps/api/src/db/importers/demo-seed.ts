import type { DatabaseHandle } from '../database';
import { DEMO_METIERS, type DemoMetier } from './demo-seed-metiers';
import type { Importer } from './importer';
import { type Progress, silentProgress } from './progress';
import { upsertMetiers } from './rome';
import type { RomeMetierRow } from './rome-source';

// Skills of a demo métier: mostly its major letter, then its minor letter, then its nuance.
const DEMO_SKILL_SPREAD = { majeur: 10, mineur: 5, nuance: 3 };

export function demoMetierRow(metier: DemoMetier): RomeMetierRow {
  return {
    codeRome: metier.code,
    codeOgr: metier.code,
    libelle: metier.libelle,
    riasecMajeur: metier.majeur,
    riasecMineur: metier.mineur,
    codeGrandDomaine: 'DEMO',
    libelleGrandDomaine: 'Démonstration',
    codeDomaine: metier.domaine,
    libelleDomaine: 'Démonstration',
    definition: metier.definition,
    accesMetier: metier.acces,
    codeRomeParent: null,
    transitionEco: null,
    keySkills: metier.skills,
    savoirFaire: metier.skills.map((libelle, i) => ({
      codeOgr: `${metier.code}-${i + 1}`,
      libelle,
      coeurMetier: 'Principale',
    })),
    // The demo métiers describe no savoir-être nor work contexts: we would have to invent them.
    savoirEtre: [],
    contextesTravail: [],
    skillRiasec: {
      [metier.majeur]: DEMO_SKILL_SPREAD.majeur,
      [metier.mineur]: DEMO_SKILL_SPREAD.mineur,
      [metier.nuance]: DEMO_SKILL_SPREAD.nuance,
    },
    centresInteret: metier.centres.map((code, i) => ({ code, principal: i === 0 })),
  };
}

export async function loadDemoSeed(
  database: DatabaseHandle,
  progress: Progress = silentProgress,
): Promise<number> {
  return upsertMetiers(database, DEMO_METIERS.map(demoMetierRow), 'demo', progress);
}

/**
 * At start-up: a database whose métiers catalogue is empty gets the demo seed, so the
 * questionnaire gives results on a machine without the open data.
 */
export async function seedDemoCatalogueIfEmpty(database: DatabaseHandle): Promise<boolean> {
  const [row] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM rome_metiers');
  if ((row?.n ?? 0) > 0) return false;
  await loadDemoSeed(database);
  return true;
}

export const demoSeedImporter: Importer = {
  name: 'demo-seed',
  description: 'Trente métiers de démonstration écrits par l’équipe (quand les données ROME manquent)',
  async run({ database, progress }) {
    const [real] = await database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM rome_metiers WHERE source = 'rome'",
    );
    if ((real?.n ?? 0) > 0) {
      return {
        read: DEMO_METIERS.length,
        imported: 0,
        rejected: [
          {
            reason: 'les fiches ROME réelles sont déjà importées : la démo ne les remplace pas',
            count: DEMO_METIERS.length,
            examples: [],
          },
        ],
      };
    }
    return { read: DEMO_METIERS.length, imported: await loadDemoSeed(database, progress), rejected: [] };
  },
};
