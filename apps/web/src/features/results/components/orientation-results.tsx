import { analysisParagraphs, RESULTS_MAX_JOBS, type ReadResults } from '@declic/domain';
import { Alert } from '../../../components/ui/alert';
import { TEXTES } from '../textes';
import { ConfidenceNotes } from './confidence-notes';
import { FollowUpQuestions } from './follow-up-questions';
import { JobCard } from './job-card';
import { RiasecChart } from './riasec-chart';
import { StudyList } from './study-list';

/** The orientation tab, loaded: profile chart, analysis, at most six jobs, study ideas. */
export function OrientationResults({ results }: { results: ReadResults }) {
  const paragraphs = analysisParagraphs(results.personalityAnalysis, results.jobs);
  const jobs = results.jobs.slice(0, RESULTS_MAX_JOBS);
  return (
    <div className="flex flex-col gap-10">
      {results.catalogue === 'demo' ? <Alert tone="info">{TEXTES.demo}</Alert> : null}
      {results.riasec ? (
        <section aria-labelledby="profil-titre" className="flex flex-col gap-4">
          <h2 id="profil-titre" className="text-2xl font-semibold">
            Ton profil {results.riasec.code}
          </h2>
          <RiasecChart letters={results.riasec.letters} code={results.riasec.code} />
          <ConfidenceNotes confidence={results.riasec.confidence} />
          {results.riasec.confidence && results.riasec.confidence.certainty !== 'nette' ? (
            <FollowUpQuestions />
          ) : null}
        </section>
      ) : null}
      {paragraphs.length > 0 ? (
        <section aria-labelledby="analyse-titre" className="flex max-w-3xl flex-col gap-3">
          <h2 id="analyse-titre" className="text-2xl font-semibold">
            Ce que disent tes réponses
          </h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {results.aiRewritten ? <p className="text-sm text-ink-soft">{TEXTES.aiRewritten}</p> : null}
        </section>
      ) : null}
      {jobs.length > 0 ? (
        <section aria-labelledby="metiers-titre" className="flex flex-col gap-4">
          <h2 id="metiers-titre" className="text-2xl font-semibold">
            Des métiers pour toi
          </h2>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {jobs.map((job) => (
              <li key={job.romeCode ?? job.title} className="flex">
                <JobCard job={job} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {results.studies.length > 0 ? (
        <section aria-labelledby="etudes-titre" className="flex flex-col gap-4">
          <h2 id="etudes-titre" className="text-2xl font-semibold">
            Des idées d’études
          </h2>
          <StudyList studies={results.studies} />
        </section>
      ) : null}
    </div>
  );
}
