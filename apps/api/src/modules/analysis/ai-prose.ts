import type { AiJsonTask } from '../../plugins/ai';
import type { AnalysisDeps } from './analysis-deps';

/** Both analyses are announced as taking up to 40 s or 1 minute: the AI gets 30 s. */
const PROSE_TIMEOUT_MS = 30_000;

interface Rewording<Analysis, Prose> {
  /** What the rewrite must still quote (the Holland code, the four letters); else it lost the facts. */
  mustQuote: string;
  apply: (prose: Prose) => Analysis;
  /** For the log line when the AI fails. */
  what: string;
}

/**
 * Lets the AI reword an analysis's prose, never its facts. Offline, on failure, or when the
 * rewrite no longer quotes the result, the engine's analysis is kept as it is.
 */
export async function rewordOrKeep<
  Analysis,
  Input extends { analysis: Analysis },
  Prose extends { personalityAnalysis: string },
>(
  deps: Pick<AnalysisDeps, 'ai' | 'log'>,
  task: AiJsonTask<Input, Prose>,
  input: Input,
  rewording: Rewording<Analysis, Prose>,
): Promise<Analysis> {
  if (deps.ai.kind === 'offline') return input.analysis;
  try {
    const prose = await deps.ai.generateJson(task, input, { timeoutMs: PROSE_TIMEOUT_MS });
    if (!prose.personalityAnalysis.includes(rewording.mustQuote)) return input.analysis;
    return rewording.apply(prose);
  } catch (error) {
    deps.log.warn({ err: error }, `${rewording.what} par l’IA impossible : texte du moteur conservé`);
    return input.analysis;
  }
}
