import { confidenceNotes, type ProfileConfidence, profileConfidence } from '../riasec/confidence';
import { RIASEC_INFO, RIASEC_LETTERS, type RiasecLetter } from '../riasec/letters';
import { buildProfile, type RiasecProfile } from '../riasec/profile';
import { hasSignal, scoreRiasec } from '../riasec/scoring';
import type { AnswerMap, CatalogueSource, MetierCandidate, OrientationItem } from './catalogue';
import { dreamJobDomaines } from './dream-job';
import { explainJob, type MatchedAnswer } from './explain-job';
import { interestWeights } from './interests';
import { type OfficialLink, romeSheetUrl } from './official-links';
import { writePersonalityAnalysis, writeSkillsAssessment } from './portrait';
import { rankJobs } from './rank-jobs';
import { recommendStudies, type StudyRecommendation } from './study-paths';

/** How many métiers the analysis keeps: 6 are shown, the next 3 are named in the text. */
export const STORED_JOB_COUNT = 9;
export const SHOWN_JOB_COUNT = 6;

export interface JobRecommendation {
  title: string;
  skills: string[];
  romeCode: string;
  riasecMajeur: RiasecLetter;
  riasecMineur: RiasecLetter | null;
  /** "Pourquoi ce métier ?" */
  explanation: string;
  matchedAnswers: MatchedAnswer[];
  /** Agreement with the profile, 0 to 100. */
  match: number;
  /** A métier of the profile's code from a field the rest of the list does not show. */
  opening: boolean;
  /** The métier's official fiches: ONISEP when one matches, France Travail's ROME sheet. */
  links: OfficialLink[];
}

export interface RiasecLetterResult {
  letter: RiasecLetter;
  label: string;
  percent: number | null;
  answered: number;
  /** Answers with an opinion (not « Je ne sais pas »). */
  firm: number;
}

/** How sure the profile is, and what the results page says about it. */
export interface StoredConfidence extends ProfileConfidence {
  notes: string[];
}

/** The orientation analysis, with the spec's field names (stored in analysis_results.results). */
export interface OrientationAnalysis {
  personalityType: string;
  personalityAnalysis: string;
  skillsAssessment: string;
  riasec: { code: string; letters: RiasecLetterResult[]; confidence: StoredConfidence };
  jobRecommendations: JobRecommendation[];
  studyRecommendations: StudyRecommendation[];
  engine: { name: 'declic-riasec'; version: number; catalogue: CatalogueSource; aiRewritten: boolean };
}

/**
 * 2: « Je ne sais pas » counts as the middle of the scale; ties go by the evidence; confidence.
 * 3: the skills' leaning and the dream job shape the list; an opening idea; official links.
 * 4: each skill counts in the leaning by its letter's rarity in the catalogue.
 * 5: a fiche of the third letter is ordered by the centres d'intérêt, not by its leaning.
 * 6: rarity among the fiches of the same official code; a leaning as strong to a letter the
 *    student does not like takes off.
 */
export const ENGINE_VERSION = 6;

export interface AnalysisInput {
  items: OrientationItem[];
  answers: AnswerMap;
  catalogue: MetierCandidate[];
  catalogueSource: CatalogueSource;
  /** The dream job the student typed in level 1 (profile `home_preference`), if any. */
  dreamJob?: string | null;
}

/** Thrown when the answers carry no opinion at all (nothing but "Je ne sais pas"). */
export class NoSignalError extends Error {}

/** The whole orientation analysis, computed from the answers and the catalogue alone. */
export function buildOrientationAnalysis(input: AnalysisInput): OrientationAnalysis {
  const scores = scoreRiasec(input.items, input.answers);
  if (!hasSignal(scores)) throw new NoSignalError('Aucune réponse exploitable.');
  const profile = buildProfile(scores);
  const ranked = rankJobs(
    profile,
    {
      interests: interestWeights(input.items, input.answers),
      dreamDomaines: dreamJobDomaines(input.dreamJob, input.catalogue),
    },
    input.catalogue,
    STORED_JOB_COUNT,
  );
  const bestScore = ranked[0]?.score ?? 1;
  const jobRecommendations = ranked.map(({ metier, score, opening }) => {
    const explanation = explainJob(metier, profile, input.items, input.answers);
    return {
      title: metier.title,
      skills: metier.keySkills.slice(0, 4),
      romeCode: metier.romeCode,
      riasecMajeur: metier.riasecMajeur,
      riasecMineur: metier.riasecMineur,
      explanation: explanation.text,
      matchedAnswers: explanation.matchedAnswers,
      match: Math.min(100, Math.round((score / bestScore) * 100)),
      opening,
      links: metierLinks(metier, input.catalogueSource),
    };
  });
  const shown = ranked.slice(0, SHOWN_JOB_COUNT).map((job) => job.metier);
  return {
    personalityType: profile.code,
    personalityAnalysis: writePersonalityAnalysis(profile, answerCounts(input)),
    skillsAssessment: writeSkillsAssessment(profile),
    riasec: { code: profile.code, letters: letterResults(profile), confidence: storedConfidence(profile) },
    jobRecommendations,
    studyRecommendations: recommendStudies(shown),
    engine: {
      name: 'declic-riasec',
      version: ENGINE_VERSION,
      catalogue: input.catalogueSource,
      aiRewritten: false,
    },
  };
}

/** ONISEP's fiche of the métier when matched, and France Travail's sheet of a real ROME code. */
function metierLinks(metier: MetierCandidate, source: CatalogueSource): OfficialLink[] {
  const links: OfficialLink[] = [];
  if (metier.onisep?.url) links.push({ site: 'ONISEP', url: metier.onisep.url });
  if (source === 'rome') links.push({ site: 'France Travail', url: romeSheetUrl(metier.romeCode) });
  return links;
}

function letterResults(profile: RiasecProfile): RiasecLetterResult[] {
  return RIASEC_LETTERS.map((letter) => ({
    letter,
    label: RIASEC_INFO[letter].label,
    percent: profile.scores[letter].percent,
    answered: profile.scores[letter].answered,
    firm: profile.scores[letter].firm,
  }));
}

function storedConfidence(profile: RiasecProfile): StoredConfidence {
  const confidence = profileConfidence(profile.scores);
  return { ...confidence, notes: confidenceNotes(confidence, profile.ranked) };
}

function answerCounts(input: AnalysisInput) {
  const ids = new Set(input.items.map((item) => item.id));
  let total = 0;
  let unsure = 0;
  for (const [id, answer] of input.answers) {
    if (!ids.has(id)) continue;
    total += 1;
    if (answer === 'Je ne sais pas') unsure += 1;
  }
  return { total, unsure };
}
