import { randomBytes } from 'node:crypto';
import {
  avatarImageUrl,
  FEATURE_GATES,
  type PageMeta,
  type ReadResults,
  readAnalysisResults,
  SHARE_LINKS_MAX,
  SHARE_PAGE_PREFIX,
  SHARE_TEXTES,
  SHARE_TOKEN_PATTERN,
  type SharedResults,
  type SharedRiasecLetter,
  type ShareLink,
  sharedResultsMeta,
} from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import { latestAnalysis, storyImageUrl } from '../analysis';
import { readProfileAvatar } from '../avatar';
import { getProgression } from '../progression';
import { ownProfile } from '../users';
import {
  deleteShareLink,
  findSharingUser,
  insertShareLink,
  listShareLinks,
  type ShareLinkRow,
} from './share-links.repository';

/** What sharing needs: the database and a clock for the profile reads. */
export interface SharingDeps {
  database: DatabaseHandle;
  clock: { now(): Date };
}

/** How many métiers the public page shows: the six of the results page. */
const SHARED_JOBS = 6;

const toLink = (row: ShareLinkRow): ShareLink => ({
  id: row.id,
  token: row.token,
  path: `${SHARE_PAGE_PREFIX}${row.token}`,
  createdAt: row.createdAt.toISOString(),
  views: row.views,
});

const unknownLink = () => new HttpError(404, 'lien_inconnu', SHARE_TEXTES.unknownLink);

/** A new public link to the caller's results (spec: level 4 and an avatar; here also an analysis). */
export async function createShareLink(deps: SharingDeps, userId: string): Promise<ShareLink> {
  const [{ avatarConfig }, progression] = await Promise.all([
    readProfileAvatar(deps.database, userId),
    getProgression(deps.database, userId),
  ]);
  if (!avatarConfig || progression.level < FEATURE_GATES.shareImage) {
    throw new HttpError(403, 'partage_indisponible', SHARE_TEXTES.notEligible);
  }
  if (!(await latestAnalysis(deps.database, userId, 'orientation'))) {
    throw new HttpError(409, 'analyse_absente', SHARE_TEXTES.noAnalysis);
  }
  // 128 random bits: the link is its own key.
  const token = randomBytes(16).toString('base64url');
  const row = await insertShareLink(deps.database, userId, token, SHARE_LINKS_MAX);
  if (!row) throw new HttpError(409, 'trop_de_liens', SHARE_TEXTES.tooMany);
  return toLink(row);
}

export async function shareLinksOf(deps: SharingDeps, userId: string): Promise<ShareLink[]> {
  return (await listShareLinks(deps.database, userId)).map(toLink);
}

/** Deletes one of the caller's links; someone else's id is answered as unknown, never as forbidden. */
export async function revokeShareLink(deps: SharingDeps, userId: string, id: string): Promise<void> {
  if (!(await deleteShareLink(deps.database, userId, id))) throw unknownLink();
}

/**
 * What a link shows, read live (a new analysis shows at once): first name, avatar, profile,
 * métiers and story image — no last name, e-mail or answer. `countView` for the page's visitors,
 * not for link previews.
 */
export async function sharedResults(
  deps: SharingDeps,
  token: string,
  countView: boolean,
): Promise<SharedResults> {
  const userId = await findSharingUser(deps.database, token, countView);
  if (!userId) throw unknownLink();
  const [profile, avatar, analysis, image] = await Promise.all([
    ownProfile(deps, userId),
    readProfileAvatar(deps.database, userId),
    latestAnalysis(deps.database, userId, 'orientation'),
    storyImageUrl(deps.database, userId),
  ]);
  const results = analysis ? readAnalysisResults(analysis.results) : null;
  return {
    firstName: profile.first_name?.trim() || 'Un élève',
    avatarUrl: avatar.avatarConfig ? avatarImageUrl(avatar.avatarConfig) : null,
    personalityType: results?.personalityType ?? null,
    riasec: results?.riasec ? { code: results.riasec.code, letters: codeLetters(results.riasec) } : null,
    jobs: (results?.jobs ?? [])
      .slice(0, SHARED_JOBS)
      .map((job) => ({ title: job.title, romeCode: job.romeCode ?? null, opening: job.opening === true })),
    storyImageUrl: image,
  };
}

/**
 * The head of `/partage/{token}` for link previews and crawlers (a preview is not a view);
 * undefined for any other path, null for a link that does not exist.
 */
export function sharedPageMeta(deps: SharingDeps): (path: string) => Promise<PageMeta | null | undefined> {
  return async (path) => {
    if (!path.startsWith(SHARE_PAGE_PREFIX)) return undefined;
    const token = path.slice(SHARE_PAGE_PREFIX.length).replace(/\/+$/, '');
    if (!SHARE_TOKEN_PATTERN.test(token)) return null;
    try {
      return sharedResultsMeta(await sharedResults(deps, token, false), token);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    }
  };
}

/** The letters of the code, in the code's order, with their label and share. */
function codeLetters(riasec: NonNullable<ReadResults['riasec']>): SharedRiasecLetter[] {
  return [...riasec.code].flatMap((code) => {
    const found = riasec.letters.find((entry) => entry.letter === code);
    return found ? [{ letter: found.letter, label: found.label, percent: found.percent }] : [];
  });
}
