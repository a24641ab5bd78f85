import { isRiasecLetter, RIASEC_INFO, type RiasecLetter } from '../riasec/letters';
import type { MatchedAnswer } from './explain-job';
import { OFFICIAL_SITES, type OfficialLink } from './official-links';

/**
 * Analysis results as the screens use them, whatever spelling the stored or received object
 * uses (spec section 3: camelCase, snake_case, "recommandations", career_matches, a nested
 * `analysis` or `inscriptionResults` copy…).
 */
export interface ReadJob {
  title: string;
  skills: string[];
  romeCode?: string;
  explanation?: string;
  matchedAnswers?: MatchedAnswer[];
  riasecMajeur?: RiasecLetter;
  riasecMineur?: RiasecLetter | null;
  match?: number;
  /** A métier of the profile from a field the rest of the list does not show (engine 3 on). */
  opening?: boolean;
  links?: OfficialLink[];
}

export interface ReadStudy {
  type: string;
  degree: string;
  level?: string;
  forJobs: string[];
  links?: OfficialLink[];
}

export interface ReadRiasecLetter {
  letter: RiasecLetter;
  label: string;
  percent: number | null;
}

/** How sure the profile is (analyses from engine version 2 on); null for older ones. */
export interface ReadConfidence {
  certainty: 'nette' | 'moyenne' | 'a_confirmer';
  notes: string[];
}

export interface ReadResults {
  personalityType: string | null;
  personalityAnalysis: string;
  skillsAssessment: string;
  jobs: ReadJob[];
  studies: ReadStudy[];
  riasec: { code: string; letters: ReadRiasecLetter[]; confidence: ReadConfidence | null } | null;
  strengths: string[];
  advice: string[];
  catalogue: 'rome' | 'demo' | null;
  aiRewritten: boolean;
  createdAt: string | null;
  userId: string | null;
  shareImageUrl: string | null;
  avatarUrlBase: string | null;
}

type Source = Record<string, unknown>;

const isObject = (value: unknown): value is Source =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first value present under any of `keys`, looking in each source in turn. */
function pick(sources: Source[], keys: string[]): unknown {
  for (const source of sources) {
    for (const key of keys) {
      const value = source[key];
      if (value !== undefined && value !== null) return value;
    }
  }
  return undefined;
}

/** The first list present under any of `keys` (a key holding something else is skipped). */
function pickList(sources: Source[], keys: string[]): unknown[] | undefined {
  for (const source of sources) {
    for (const key of keys) {
      const value = source[key];
      if (Array.isArray(value)) return value;
    }
  }
  return undefined;
}

/** The objects that may hold the fields: the value itself, its `analysis`, and nested inscription copies. */
function sourcesOf(raw: Source): Source[] {
  const sources: Source[] = [];
  const visit = (value: unknown) => {
    if (!isObject(value) || sources.includes(value)) return;
    sources.push(value);
    for (const key of ['results', 'analysis', 'inscriptionResults', 'inscription_results']) visit(value[key]);
  };
  visit(raw);
  return sources;
}

const text = (value: unknown): string => {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value))
    return value
      .filter((v) => typeof v === 'string')
      .map((v) => v.trim())
      .join('\n\n');
  return '';
};

const optionalText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

const stringList = (value: unknown): string[] => {
  if (typeof value === 'string')
    return value
      .split(/[,;]\s*/)
      .map((s) => s.trim())
      .filter(Boolean);
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (typeof item === 'string') return item.trim() ? [item.trim()] : [];
    if (isObject(item)) {
      const label = optionalText(item.title ?? item.label ?? item.name ?? item.libelle);
      return label ? [label] : [];
    }
    return [];
  });
};

export const JOB_LIST_KEYS = [
  'jobRecommendations',
  'job_recommendations',
  'jobRecommandations',
  'job_recommandations',
  'career_matches',
  'careerMatches',
];
const STUDY_LIST_KEYS = [
  'studyRecommendations',
  'study_recommendations',
  'studyRecommandations',
  'study_recommandations',
  'studies',
];

/** Official links as stored: only https addresses of the sites we name are kept. */
function readLinks(value: unknown): OfficialLink[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (!isObject(entry) || typeof entry.url !== 'string' || !entry.url.startsWith('https://')) return [];
    const site = OFFICIAL_SITES.find((known) => known === entry.site);
    return site ? [{ site, url: entry.url }] : [];
  });
}

/** One job recommendation: a plain string, or an object with any of the spec's key spellings. */
export function readJob(item: unknown): ReadJob | null {
  if (typeof item === 'string') return item.trim() ? { title: item.trim(), skills: [] } : null;
  if (!isObject(item)) return null;
  const title = optionalText(item.title ?? item.role ?? item.name ?? item.intitule ?? item.libelle);
  if (!title) return null;
  const job: ReadJob = {
    title,
    skills: stringList(
      item.skills ?? item.requiredSkills ?? item.required_skills ?? item.competences ?? item.tags,
    ),
  };
  const romeCode = optionalText(item.romeCode ?? item.rome_code ?? item.code_rome);
  if (romeCode) job.romeCode = romeCode;
  const explanation = optionalText(item.explanation ?? item.why ?? item.pourquoi);
  if (explanation) job.explanation = explanation;
  if (Array.isArray(item.matchedAnswers)) job.matchedAnswers = item.matchedAnswers as MatchedAnswer[];
  if (isRiasecLetter(item.riasecMajeur)) job.riasecMajeur = item.riasecMajeur;
  if (item.riasecMineur === null || isRiasecLetter(item.riasecMineur)) job.riasecMineur = item.riasecMineur;
  if (typeof item.match === 'number') job.match = item.match;
  if (item.opening === true) job.opening = true;
  const links = readLinks(item.links);
  if (links.length > 0) job.links = links;
  return job;
}

/** One study recommendation: type (or study_type, label) and degree (or diploma, title). */
export function readStudy(item: unknown): ReadStudy | null {
  if (typeof item === 'string') return item.trim() ? { type: '', degree: item.trim(), forJobs: [] } : null;
  if (!isObject(item)) return null;
  const type = optionalText(item.type ?? item.study_type ?? item.studyType ?? item.label) ?? '';
  const degree = optionalText(item.degree ?? item.diploma ?? item.diplome ?? item.title) ?? '';
  if (!type && !degree) return null;
  const study: ReadStudy = {
    type,
    degree: degree || type,
    forJobs: stringList(item.forJobs ?? item.for_jobs),
  };
  const level = optionalText(item.level ?? item.niveau);
  if (level) study.level = level;
  const links = readLinks(item.links);
  if (links.length > 0) study.links = links;
  return study;
}

export function readJobs(raw: unknown): ReadJob[] {
  if (!isObject(raw)) return [];
  const list = pickList(sourcesOf(raw), JOB_LIST_KEYS) ?? [];
  return list.map(readJob).filter((job): job is ReadJob => job !== null);
}

function readRiasec(sources: Source[]): ReadResults['riasec'] {
  const riasec = pick(sources, ['riasec']);
  if (!isObject(riasec) || typeof riasec.code !== 'string' || !Array.isArray(riasec.letters)) return null;
  const letters = riasec.letters.flatMap((entry): ReadRiasecLetter[] => {
    if (!isObject(entry) || !isRiasecLetter(entry.letter)) return [];
    const percent = typeof entry.percent === 'number' ? entry.percent : null;
    return [{ letter: entry.letter, label: RIASEC_INFO[entry.letter].label, percent }];
  });
  return { code: riasec.code, letters, confidence: readConfidence(riasec.confidence) };
}

const CERTAINTIES = ['nette', 'moyenne', 'a_confirmer'] as const;

function readConfidence(raw: unknown): ReadConfidence | null {
  if (!isObject(raw)) return null;
  const certainty = CERTAINTIES.find((value) => value === raw.certainty);
  return certainty ? { certainty, notes: stringList(raw.notes) } : null;
}

/** Reads any analysis object; null when it holds nothing a screen could show. */
export function readAnalysisResults(raw: unknown): ReadResults | null {
  if (!isObject(raw)) return null;
  const sources = sourcesOf(raw);
  const studies = pickList(sources, STUDY_LIST_KEYS) ?? [];
  const engine = pick(sources, ['engine']);
  const catalogue =
    isObject(engine) && (engine.catalogue === 'rome' || engine.catalogue === 'demo')
      ? engine.catalogue
      : null;
  const results: ReadResults = {
    personalityType: optionalText(pick(sources, ['personalityType', 'personality_type'])),
    personalityAnalysis: text(pick(sources, ['personalityAnalysis', 'personality_analysis'])),
    skillsAssessment: text(pick(sources, ['skillsAssessment', 'skills_assessment'])),
    jobs: readJobs(raw),
    studies: studies.map(readStudy).filter((s): s is ReadStudy => s !== null),
    riasec: readRiasec(sources),
    strengths: stringList(pick(sources, ['strengths'])),
    advice: stringList(pick(sources, ['recommendations'])),
    catalogue,
    aiRewritten: isObject(engine) && engine.aiRewritten === true,
    createdAt: optionalText(pick(sources, ['createdAt', 'created_at', 'completion_date', 'completionDate'])),
    userId: optionalText(pick(sources, ['userId', 'user_id'])),
    shareImageUrl: optionalText(pick(sources, ['shareImageUrl', 'share_image_url'])),
    avatarUrlBase: optionalText(pick(sources, ['avatarUrlBase', 'avatar_url_base'])),
  };
  const empty =
    !results.personalityType &&
    !results.personalityAnalysis &&
    results.jobs.length === 0 &&
    results.studies.length === 0 &&
    results.strengths.length === 0;
  return empty ? null : results;
}
