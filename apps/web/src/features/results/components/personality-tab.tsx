import { FEATURE_GATES, splitParagraphs } from '@declic/domain';
import { Lock } from 'lucide-react';
import { resultsErrorMessage, usePersonalityResults } from '../../../lib/orientation-results';
import { TEXTES } from '../textes';
import { JobCard } from './job-card';
import { ResultsEmpty, ResultsError, ResultsLoading } from './results-states';

/** The level-4 personality analysis: locked below level 4, then the MBTI results when they exist. */
export function PersonalityTab({ level }: { level: number | null }) {
  const unlocked = level !== null && level >= FEATURE_GATES.personalityTab;
  const query = usePersonalityResults(unlocked);
  if (!unlocked) {
    return (
      <div className="flex items-start gap-3 rounded-xl border-2 border-dashed border-brand-200 bg-white p-5">
        <Lock aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
        <div>
          <p className="font-semibold">{TEXTES.locked}</p>
          {level !== null ? <p className="text-ink-soft">Tu es au niveau {level}.</p> : null}
        </div>
      </div>
    );
  }
  if (query.isPending) return <ResultsLoading />;
  if (query.isError) return <ResultsError message={resultsErrorMessage(query.error)} />;
  const results = query.data.results;
  if (!results) return <ResultsEmpty questionnaireLink="/app/niveau/4" />;
  return (
    <div className="flex flex-col gap-6">
      {results.personalityType ? <p className="text-2xl font-semibold">{results.personalityType}</p> : null}
      {splitParagraphs(results.personalityAnalysis).map((paragraph) => (
        <p key={paragraph} className="max-w-3xl">
          {paragraph}
        </p>
      ))}
      <ul className="grid gap-4 md:grid-cols-2">
        {results.jobs.slice(0, 6).map((job) => (
          <li key={job.title} className="flex">
            <JobCard job={job} />
          </li>
        ))}
      </ul>
    </div>
  );
}
