import { SHARE_PAGE_PREFIX, type SharedResults } from '../contracts/sharing';
import { joinFrench } from '../job-facts/text';
import { type PageMeta, pageTitle } from './page-meta';

const PREVIEW_JOBS = 3;

/**
 * The head of a shared results page: what a messaging app shows when the link is pasted (the
 * student's first name, code and first métiers, the story image), kept out of search engines.
 */
export function sharedResultsMeta(results: SharedResults, token: string): PageMeta {
  const jobs = results.jobs.slice(0, PREVIEW_JOBS).map((job) => job.title);
  const profile = results.riasec ? `son profil ${results.riasec.code}` : 'son profil d’orientation';
  const ideas = jobs.length > 0 ? `, avec des idées comme ${joinFrench(jobs)}` : '';
  return {
    path: `${SHARE_PAGE_PREFIX}${token}`,
    title: pageTitle(`Le profil d’orientation de ${results.firstName}`),
    description: `${results.firstName} a découvert ${profile} sur Déclic${ideas}. Et toi\u202f?`,
    type: 'website',
    image: results.storyImageUrl ?? undefined,
    noindex: true,
  };
}
