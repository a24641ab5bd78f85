import type { LevelEntreprisesResponse, LevelVideosResponse } from '@declic/domain';
import type { ConfiguredVideo } from '../../../configured-videos';
import type { DatabaseHandle } from '../../../db/database';
import { companiesInDepartement } from './entreprises.repository';
import { readStudentDepartement } from './student.repository';
import { metierTitle, saveConfiguredVideos, videosForRomeCodes } from './videos.repository';

const VIDEOS_LIMIT = 12;
const COMPANIES_LIMIT = 30;

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
