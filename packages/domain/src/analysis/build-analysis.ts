import { confidenceNotes, type ProfileConfidence, profileConfidence } from '../riasec/confidence';
import { RIASEC_INFO, RIASEC_LETTERS, type RiasecLetter } from '../riasec/letters';
import { buildProfile, type RiasecProfile } from '../riasec/profile';
import { hasSignal, scoreRiasec } from '../riasec/scoring';
import type { AnswerMap, CatalogueSource, MetierCandidate, OrientationItem } from './catalogue';
import { explainJob, type MatchedAnswer } from './explain-job';
import { interestWeights } from './interests';
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

/** 2: « Je ne sais pas » counts as the middle of the scale; ties go by the evidence; confidence. */
export const ENGINE_VERSION = 2;

export interface AnalysisInput {
  items: OrientationItem[];
  answers: AnswerMap;
  catalogue: MetierCandidate[];
  catalogueSource: CatalogueSource;
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
    interestWeights(input.items, input.answers),
    input.catalogue,
    STORED_JOB_COUNT,
  );
  const bestScore = ranked[0]?.score ?? 1;
  const jobRecommendations = ranked.map(({ metier, score }) => {
    const explanation = explainJob(metier, profile, input.items, input.answers);
    return {
      title: metier.title,
      skills: metier.keySkills.slice(0, 4),
      romeCode: metier.romeCode,
      riasecMajeur: metier.riasecMajeur,
      riasecMineur: metier.riasecMineur,
      explanation: explanation.text,
      matchedAnswers: explanation.matchedAnswers,
      match: Math.round((score / bestScore) * 100),
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
