import type { JobSheet } from '@declic/domain';
import { LEVEL1_TEXTES } from '../textes';

const T = LEVEL1_TEXTES.sheet;

/** The job sheet of level 1: description, salaries with their sources, where to train. */
export function JobSheetPanel({ sheet }: { sheet: JobSheet }) {
  return (
    <article aria-labelledby="niveau1-fiche" className="flex flex-col gap-4">
      <header>
        <h2 id="niveau1-fiche" className="text-2xl font-semibold">
          {sheet.title}
        </h2>
        {sheet.romeCode ? <p className="text-sm text-ink-soft">Fiche ROME {sheet.romeCode}</p> : null}
      </header>
      <section aria-label={T.description}>
        <p className="whitespace-pre-line leading-relaxed">{sheet.description}</p>
      </section>
      <section aria-labelledby="niveau1-salaires" className="rounded-xl bg-brand-50 p-4">
        <h3 id="niveau1-salaires" className="font-semibold">
          {T.salary}
        </h3>
        <dl className="mt-2 grid gap-2 sm:grid-cols-2">
          <Figure label={T.beginner} value={sheet.salary.beginner} />
          <Figure label={T.median} value={sheet.salary.median} />
        </dl>
        {sheet.salary.sources.length > 0 ? (
          <p className="mt-2 text-sm text-ink-soft">
            {T.sources}&#x202F;: {sheet.salary.sources.join(' · ')}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="niveau1-ecoles">
        <h3 id="niveau1-ecoles" className="font-semibold">
          {T.schools}
        </h3>
        {sheet.schools.length === 0 ? <p className="mt-2 text-ink-soft">{T.noSchool}</p> : null}
        <ul className="mt-2 flex flex-col gap-2">
          {sheet.schools.map((school) => (
            <li key={`${school.name}-${school.place}`} className="rounded-xl border border-line bg-white p-3">
              {school.url ? (
                <a
                  href={school.url}
                  target="_blank"
                  rel="noreferrer"
                  className="font-semibold text-brand-700 underline"
                >
                  {school.name}
                </a>
              ) : (
                <span className="font-semibold">{school.name}</span>
              )}
              {school.place ? <span className="block text-sm text-ink-soft">{school.place}</span> : null}
            </li>
          ))}
        </ul>
      </section>
      {sheet.origin === 'offline' ? <p className="text-sm text-ink-soft">{T.offline}</p> : null}
    </article>
  );
}

function Figure({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <dt className="text-sm text-ink-soft">{label}</dt>
      <dd className="text-lg font-semibold">{value ?? T.unknown}</dd>
    </div>
  );
}
