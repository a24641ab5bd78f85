import { videoLink } from '../catalog/video-url';
import type { DatabaseHandle } from '../database';
import { batchUpsert } from './batch-upsert';
import { child, children, text, type XmlNode } from './onisep-xml';

/** A video of a professional that an ONISEP fiche métier links (`sources_numeriques`). */
export interface OnisepVideoRow {
  id: string;
  url: string;
  title: string;
  metierId: string;
  metierLibelle: string;
  romeCodes: string[];
}

/**
 * The YouTube, Dailymotion and Vimeo videos among a métier's « sources numériques »; other
 * sites, channels and user pages are left out. The comment is the title.
 */
export function readOnisepVideos(
  metier: XmlNode,
  owner: { id: string; libelle: string; romeCodes: string[] },
): OnisepVideoRow[] {
  return children(child(metier, 'sources_numeriques'), 'source').flatMap((source) => {
    const link = videoLink(text(child(source, 'valeur')));
    if (!link) return [];
    return [
      {
        id: link.id,
        url: link.url,
        title: clip(text(child(source, 'commentaire')) ?? `Vidéo : ${owner.libelle}`),
        metierId: owner.id,
        metierLibelle: owner.libelle,
        romeCodes: owner.romeCodes,
      },
    ];
  });
}

/** A level's « pick » answer keeps labels of 200 characters at most. */
function clip(title: string): string {
  return title.length <= 200 ? title : `${title.slice(0, 199).trimEnd()}…`;
}

const COLUMNS = ['id', 'url', 'title', 'onisep_metier_id', 'onisep_metier_libelle', 'rome_codes', 'source'];

/**
 * Replaces the ONISEP videos by these (a video two fiches link is kept once, with the first
 * fiche and both fiches' ROME codes). Returns how many rows changed.
 */
export async function saveOnisepVideos(database: DatabaseHandle, videos: OnisepVideoRow[]): Promise<number> {
  const byId = new Map<string, OnisepVideoRow>();
  for (const video of videos) {
    const known = byId.get(video.id);
    byId.set(
      video.id,
      known ? { ...known, romeCodes: [...new Set([...known.romeCodes, ...video.romeCodes])] } : video,
    );
  }
  const rows = [...byId.values()].map((v) => [
    v.id,
    v.url,
    v.title,
    v.metierId,
    v.metierLibelle,
    v.romeCodes,
    'onisep',
  ]);
  const changed = await batchUpsert(
    database,
    { table: 'metier_videos', columns: COLUMNS, conflict: ['id'] },
    rows,
  );
  const removed = await database.query(
    `DELETE FROM metier_videos WHERE source = 'onisep' AND NOT (id = ANY($1::text[])) RETURNING id`,
    [[...byId.keys()]],
  );
  return changed + removed.length;
}
