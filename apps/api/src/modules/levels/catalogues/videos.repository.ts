import type { CatalogueChoice, MetierVideo } from '@declic/domain';
import type { ConfiguredVideo } from '../../../configured-videos';
import { videoLink } from '../../../db/catalog/video-url';
import type { DatabaseHandle } from '../../../db/database';

interface VideoRow extends Record<string, unknown> {
  id: string;
  url: string;
  title: string;
  onisep_metier_libelle: string | null;
  rome_codes: string[];
  source: MetierVideo['source'];
  position: number | null;
}

/** The rank of a video tagged with none of the asked codes. */
const UNMATCHED = Number.MAX_SAFE_INTEGER;

/**
 * Videos for a student's métiers, at most `limit`: first the ONISEP videos of those métiers
 * (in the order of the codes, a ROME 4.0 code also reaching its ROME v3 parent), then the
 * configured videos tagged with one of them, then the other configured videos.
 */
export async function videosForRomeCodes(
  database: DatabaseHandle,
  romeCodes: string[],
  limit: number,
): Promise<MetierVideo[]> {
  const rank = await romeRanks(database, romeCodes);
  const rows = await database.query<VideoRow>(
    `SELECT id, url, title, onisep_metier_libelle, rome_codes, source, position FROM metier_videos
      WHERE source = 'config' OR rome_codes && $1::text[]`,
    [[...rank.keys()]],
  );
  const bestRank = (row: VideoRow) =>
    Math.min(UNMATCHED, ...row.rome_codes.map((code) => rank.get(code) ?? UNMATCHED));
  const tier = (row: VideoRow) => {
    const matches = bestRank(row) < UNMATCHED;
    if (row.source === 'onisep') return matches ? 0 : 3;
    return matches ? 1 : 2;
  };
  return rows
    .filter((row) => tier(row) < 3)
    .sort(
      (a, b) =>
        tier(a) - tier(b) ||
        bestRank(a) - bestRank(b) ||
        (a.position ?? 0) - (b.position ?? 0) ||
        a.title.localeCompare(b.title, 'fr') ||
        a.id.localeCompare(b.id),
    )
    .slice(0, limit)
    .map(toVideo);
}

/** Each asked code, and the ROME v3 parent ROME 4 split it from, with its place in the list. */
async function romeRanks(database: DatabaseHandle, romeCodes: string[]): Promise<Map<string, number>> {
  const parents = await database.query<{ code_rome: string; code_rome_parent: string }>(
    `SELECT code_rome, code_rome_parent FROM rome_metiers
      WHERE code_rome = ANY($1::text[]) AND code_rome_parent IS NOT NULL`,
    [romeCodes],
  );
  const rank = new Map<string, number>();
  for (const [index, code] of romeCodes.entries()) {
    if (!rank.has(code)) rank.set(code, index);
    const parent = parents.find((row) => row.code_rome === code)?.code_rome_parent;
    if (parent && !rank.has(parent)) rank.set(parent, index);
  }
  return rank;
}

function toVideo(row: VideoRow): MetierVideo {
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    embedUrl: videoLink(row.url)?.embedUrl ?? null,
    source: row.source,
    metier: row.onisep_metier_libelle,
    romeCodes: row.rome_codes,
  };
}

/** The known videos among these ids, in the asked order: a picked video must exist. */
export async function findVideos(database: DatabaseHandle, ids: string[]): Promise<CatalogueChoice[]> {
  const rows = await database.query<{ id: string; title: string }>(
    'SELECT id, title FROM metier_videos WHERE id = ANY($1::text[])',
    [ids],
  );
  return ids.flatMap((id) => {
    const row = rows.find((candidate) => candidate.id === id);
    return row ? [{ code: row.id, label: row.title }] : [];
  });
}

/**
 * Makes the configured list (DECLIC_VIDEOS_FILE) the table's 'config' rows, in its order. An
 * ONISEP video with the same id stays as ONISEP gave it.
 */
export async function saveConfiguredVideos(
  database: DatabaseHandle,
  videos: ConfiguredVideo[],
): Promise<void> {
  for (const [position, video] of videos.entries()) {
    await database.query(
      `INSERT INTO metier_videos (id, url, title, rome_codes, source, position)
       VALUES ($1, $2, $3, $4::text[], 'config', $5)
       ON CONFLICT (id) DO UPDATE
         SET url = EXCLUDED.url, title = EXCLUDED.title, rome_codes = EXCLUDED.rome_codes,
             position = EXCLUDED.position
       WHERE metier_videos.source = 'config'
         AND (metier_videos.url, metier_videos.title, metier_videos.rome_codes, metier_videos.position)
             IS DISTINCT FROM (EXCLUDED.url, EXCLUDED.title, EXCLUDED.rome_codes, EXCLUDED.position)`,
      [video.id, videoLink(video.url)?.url ?? video.url, video.title, video.romeCodes, position],
    );
  }
  await database.query(`DELETE FROM metier_videos WHERE source = 'config' AND NOT (id = ANY($1::text[]))`, [
    videos.map((video) => video.id),
  ]);
}

/** The title of a ROME (or demo) fiche, for ONISEP's search. */
export async function metierTitle(database: DatabaseHandle, romeCode: string): Promise<string | null> {
  const [row] = await database.query<{ libelle: string }>(
    'SELECT libelle FROM rome_metiers WHERE code_rome = $1',
    [romeCode],
  );
  return row?.libelle ?? null;
}
