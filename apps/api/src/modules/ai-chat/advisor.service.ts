import {
  type AdvisorIntent,
  type AiChatRequest,
  detectDistress,
  detectIntent,
  distressAnswer,
  GENERAL_ADVISOR_TYPE,
  type JobFacts,
  jobWordsOf,
  offlineAdvisorAnswer,
} from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { readRecommendedJobs } from '../analysis';
import { findRomeFiche, readJobFacts } from '../job-facts';
import type { AdvisorInput } from './advisor.task';
import { readRiasecSummary, readStudentProfile } from './student.repository';

/** What the route does with a question: a fixed answer (safety, offline) or a provider call. */
export type AdvisorPlan = { kind: 'fixed'; reply: string } | { kind: 'provider'; input: AdvisorInput };

const NO_JOB_INTENTS: AdvisorIntent[] = ['greeting', 'profile'];

/**
 * Distress comes first in every mode and is never left to a model. Otherwise the offline
 * engine answers from our data — and its answer is the provider's fallback when one is set.
 */
export async function planAdvisorAnswer(
  database: DatabaseHandle,
  userId: string,
  body: AiChatRequest,
  providerAvailable: boolean,
): Promise<AdvisorPlan> {
  const distress = detectDistress(body.message);
  if (distress) return { kind: 'fixed', reply: distressAnswer(distress) };
  const profile = await readStudentProfile(database, userId);
  const analysed = (await readRecommendedJobs(database, userId)).map((job) => job.title);
  // The chips the page shows (jobTitles) come first; the analysis fills in when they are absent.
  const recommendedJobs = [...new Set([...body.jobTitles, ...analysed])];
  const persona = body.mode === 'persona' ? personaOf(body) : null;
  const intent = detectIntent(body.message);
  const found = NO_JOB_INTENTS.includes(intent)
    ? { facts: null, fromMessage: false }
    : await findJob(database, body, persona, recommendedJobs, profile.department);
  const riasec = intent === 'profile' ? await readRiasecSummary(database, userId) : null;
  const student = { firstName: profile.firstName, department: profile.department, recommendedJobs, riasec };
  const offlineAnswer = offlineAdvisorAnswer({
    intent,
    facts: found.facts,
    jobFromMessage: found.fromMessage,
    persona,
    student,
  });
  if (!providerAvailable) return { kind: 'fixed', reply: offlineAnswer };
  return {
    kind: 'provider',
    input: {
      message: body.message,
      history: body.history,
      persona,
      facts: found.facts,
      firstName: profile.firstName,
      recommendedJobs,
      offlineAnswer,
    },
  };
}

/** Persona mode names its job in `persona`, or in `advisorType` (spec: the job title). */
function personaOf(body: AiChatRequest): string | null {
  const named = body.persona?.trim() || body.advisorType?.trim();
  return named && named !== GENERAL_ADVISOR_TYPE ? named : null;
}

/**
 * The job a question is about: the persona's (persona mode), else the one named in the
 * message, else in a recent question of the history, else the student's first recommended job.
 */
async function findJob(
  database: DatabaseHandle,
  body: AiChatRequest,
  persona: string | null,
  recommended: string[],
  departement: string | null,
): Promise<{ facts: JobFacts | null; fromMessage: boolean }> {
  // Matching a title is cheap; reading all the facts (formations, offers) is done once.
  const read = async (job: string) =>
    (await findRomeFiche(database, job)) ? readJobFacts(database, { job, departement }) : null;
  const personaFacts = persona ? await read(persona) : null;
  if (personaFacts) return { facts: personaFacts, fromMessage: false };
  const named = jobWordsOf(body.message);
  const fromMessage = named ? await read(named) : null;
  if (fromMessage) return { facts: fromMessage, fromMessage: true };
  const earlier = body.history
    .filter((turn) => turn.role === 'user')
    .map((turn) => jobWordsOf(turn.content))
    .filter(Boolean)
    .reverse();
  for (const job of [...earlier.slice(0, 3), recommended[0]]) {
    const facts = job ? await read(job) : null;
    if (facts) return { facts, fromMessage: false };
  }
  return {
    facts: named ? await readJobFacts(database, { job: named, departement }) : null,
    fromMessage: false,
  };
}
