import type {
  LevelEntreprisesResponse,
  LevelNearbyOffresResponse,
  LevelVideosResponse,
  ProjetFormation,
  ProjetFormationsResponse,
} from '@declic/domain';
import type { ConfiguredVideo } from '../../../configured-videos';
import type { DatabaseHandle } from '../../../db/database';
import { searchText } from '../../../kernel/text-query';
import { companiesInDepartement } from './entreprises.repository';
import { type NearbyKind, nearbyOffres } from './nearby-offres.repository';
import { type ProjetFormationRow, searchProjetFormations } from './projet-formations.repository';
import { readStudentDepartement } from './student.repository';
import { metierTitle, saveConfiguredVideos, videosForRomeCodes } from './videos.repository';

const VIDEOS_LIMIT = 12;
const COMPANIES_LIMIT = 30;
const NEARBY_LIMIT = 20;

/** The videos of DECLIC_VIDEOS_FILE, stored at start-up (those removed from the file go). */
export function storeConfiguredVideos(database: DatabaseHandle, videos: ConfiguredVideo[]): Promise<void> {
  return saveConfiguredVideos(database, videos);
}

/** Level 8: videos for the student's métiers, and ONISEP's search when there are none. */
export async function listVideos(
  database: DatabaseHandle,
  romeCodes: string[],
): Promise<LevelVideosResponse> {
  const videos = await videosForRomeCodes(database, romeCodes, VIDEOS_LIMIT);
  const title = romeCodes[0] ? await metierTitle(database, romeCodes[0]) : null;
  return { videos, fallbackSearchUrl: onisepSearchUrl(title) };
}

/** ONISEP's métier search, for a job title when there is one. */
export function onisepSearchUrl(title: string | null): string {
  const url = new URL('https://www.onisep.fr/recherche');
  url.searchParams.set('context', 'metier');
  if (title) url.searchParams.set('text', title);
  return url.toString();
}

/**
 * Levels 31 and 45: apprenticeship or part-time offers in the student's département, their
 * métiers' first; all of France when the département has none or the profile does not give it
 * (the screen says so).
 */
export async function listNearbyOffres(
  database: DatabaseHandle,
  userId: string,
  kind: NearbyKind,
  romeCodes: string[],
): Promise<LevelNearbyOffresResponse> {
  const departement = await readStudentDepartement(database, userId);
  const near = departement
    ? await nearbyOffres(database, kind, departement, { romeCodes, limit: NEARBY_LIMIT })
    : [];
  if (near.length > 0) return { departement, scope: 'departement', offers: near };
  const offers = await nearbyOffres(database, kind, null, { romeCodes, limit: NEARBY_LIMIT });
  return { departement, scope: 'france', offers };
}

/** Level 11: companies that recruit in the student's département; none until the profile gives it. */
export async function listEntreprises(
  database: DatabaseHandle,
  userId: string,
  romeCodes: string[],
): Promise<LevelEntreprisesResponse> {
  const departement = await readStudentDepartement(database, userId);
  if (!departement) return { departement: null, companies: [] };
  return {
    departement,
    companies: await companiesInDepartement(database, departement, { romeCodes, limit: COMPANIES_LIMIT }),
  };
}

const PROJET_FORMATIONS_LIMIT = 20;

const ATTENDUS_SOURCE_LABELS: Record<string, string> = {
  onisep: 'Onisep, attendus nationaux publiés sur Parcoursup',
  demo: 'Attendus de démonstration écrits par Déclic (catalogue de démo)',
};

export function toProjetFormation(row: ProjetFormationRow): ProjetFormation {
  return {
    code: row.code,
    label: row.label,
    school: row.school,
    place: row.place,
    saved: row.saved,
    mention: row.mention,
    attendus: row.attendus,
    source: { label: ATTENDUS_SOURCE_LABELS[row.source] ?? row.source, url: row.source_url },
    ...(row.devenir_apprentis ? { devenir_apprentis: row.devenir_apprentis } : {}),
  };
}

/** Level 18: formations with national attendus, the student's saved ones first. */
export async function listProjetFormations(
  database: DatabaseHandle,
  userId: string,
  q: string | undefined,
): Promise<ProjetFormationsResponse> {
  const rows = await searchProjetFormations(database, userId, searchText(q), PROJET_FORMATIONS_LIMIT);
  return { formations: rows.map(toProjetFormation) };
}
