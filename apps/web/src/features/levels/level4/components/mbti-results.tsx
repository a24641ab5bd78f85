import { splitParagraphs } from '@declic/domain';
import { Card } from '../../../../components/ui/card';
import { Chip } from '../../../../components/ui/chip';
import type { MbtiAnalysisView } from '../api/mbti-analysis';
import { TEXTES } from '../textes';

/** 'Mes Résultats (MBTI)': the analysis, the strengths, and the job grid with key skills. */
export function MbtiResults({ view }: { view: MbtiAnalysisView }) {
  const { read } = view;
  return (
    <section aria-labelledby="mbti-results-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="mbti-results-title" className="text-2xl font-semibold">
          {TEXTES.resultsTitle}
        </h2>
        {read.personalityType ? <Chip tone="sun">{read.personalityType}</Chip> : null}
      </div>
      <Card className="flex flex-col gap-3">
        <h3 className="text-xl font-semibold">
          {TEXTES.analysisTitle}
          {view.typeTitle ? ` · ${view.typeTitle}` : ''}
        </h3>
        {splitParagraphs(read.personalityAnalysis).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {read.strengths.length > 0 ? (
          <>
            <h4 className="font-semibold">{TEXTES.strengthsTitle}</h4>
            <ul className="list-disc pl-5">
              {read.strengths.map((strength) => (
                <li key={strength}>{strength}</li>
              ))}
            </ul>
          </>
        ) : null}
      </Card>
      <div className="flex flex-col gap-3">
        <h3 className="text-xl font-semibold">{TEXTES.jobsTitle}</h3>
        <ul className="grid gap-4 md:grid-cols-2">
          {read.jobs.map((job) => (
            <li key={job.romeCode ?? job.title}>
              <Card className="flex h-full flex-col gap-2">
                <p className="text-lg font-semibold">{job.title}</p>
                {job.romeCode ? (
                  <p className="text-sm text-ink-soft">{TEXTES.romeCode(job.romeCode)}</p>
                ) : null}
                {job.skills.length > 0 ? (
                  <ul className="list-disc pl-5 text-ink-soft">
                    {job.skills.map((skill) => (
                      <li key={skill}>{skill}</li>
                    ))}
                  </ul>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
