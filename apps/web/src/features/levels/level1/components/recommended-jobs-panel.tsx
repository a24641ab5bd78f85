import type { ReadJob } from '@declic/domain';
import { LEVEL1_TEXTES } from '../textes';

/** The right panel of ask_fit: the top recommended jobs and their key skills. */
export function RecommendedJobsPanel({ jobs }: { jobs: ReadJob[] }) {
  return (
    <section aria-labelledby="niveau1-recommandations" className="flex flex-col gap-3">
      <h2 id="niveau1-recommandations" className="text-xl font-semibold">
        {LEVEL1_TEXTES.recommendedTitle}
      </h2>
      {jobs.length === 0 ? (
        <p className="text-ink-soft">{LEVEL1_TEXTES.noRecommendation}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {jobs.map((job) => (
            <li key={job.title} className="rounded-xl border border-line bg-white p-4">
              <h3 className="font-semibold">{job.title}</h3>
              {job.skills.length > 0 ? (
                <ul className="mt-2 list-disc pl-5 text-sm text-ink-soft">
                  {job.skills.slice(0, 4).map((skill) => (
                    <li key={skill}>{skill}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
