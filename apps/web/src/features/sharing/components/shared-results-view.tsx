import type { SharedResults } from '@declic/domain';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Chip } from '../../../components/ui/chip';
import { TEXTES } from '../textes';

const percent = (value: number | null) => (value === null ? '' : ` ${value}\u00a0%`);

/** What a shared link shows: read-only, a first name and nothing that identifies further. */
export function SharedResultsView({ results }: { results: SharedResults }) {
  const { firstName } = results;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-4">
        {results.avatarUrl ? (
          <img
            src={results.avatarUrl}
            alt={TEXTES.avatarAlt(firstName)}
            width={96}
            height={96}
            className="size-24 rounded-3xl bg-brand-50"
          />
        ) : null}
        <h1 className="font-display text-3xl font-semibold text-brand-900">{TEXTES.pageTitle(firstName)}</h1>
      </div>
      <div className={results.storyImageUrl ? 'grid gap-6 md:grid-cols-[1fr_16rem]' : 'flex flex-col gap-6'}>
        <div className="flex flex-col gap-6">
          {results.riasec ? (
            <Card className="flex flex-col gap-3">
              <h2 className="text-xl font-semibold">
                {TEXTES.code}&#8239;: {results.riasec.code}
              </h2>
              <ul className="flex flex-wrap gap-2">
                {results.riasec.letters.map((entry) => (
                  <li key={entry.letter}>
                    <Chip>
                      {entry.letter} · {entry.label}
                      {percent(entry.percent)}
                    </Chip>
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
          {results.jobs.length > 0 ? (
            <Card className="flex flex-col gap-3">
              <h2 className="text-xl font-semibold">{TEXTES.jobs}</h2>
              <ul className="flex flex-col gap-2">
                {results.jobs.map((job) => (
                  <li key={job.romeCode ?? job.title} className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold">{job.title}</span>
                    {job.opening ? <Chip tone="sun">{TEXTES.opening}</Chip> : null}
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
        </div>
        {results.storyImageUrl ? (
          <figure className="flex flex-col gap-2">
            <img
              src={results.storyImageUrl}
              alt={TEXTES.storyAlt(firstName)}
              width={1080}
              height={1920}
              className="h-auto w-full rounded-2xl shadow"
            />
            <figcaption className="text-sm text-ink-soft">{TEXTES.story}</figcaption>
          </figure>
        ) : null}
      </div>
      <section
        aria-labelledby="partage-et-toi"
        className="flex flex-col items-start gap-3 rounded-[var(--radius-card)] bg-sun-100 p-5"
      >
        <h2 id="partage-et-toi" className="text-xl font-semibold">
          {TEXTES.ctaTitle}
        </h2>
        <p>{TEXTES.ctaText}</p>
        <Link to="/questionnaire" className={buttonClasses('primary')}>
          {TEXTES.cta}
        </Link>
      </section>
    </div>
  );
}
