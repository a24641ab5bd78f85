import { formatEuros, type SalaryEvaluationResponse } from '@declic/domain';

/** The beginner and median pay of a job, each with its source under it. */
export function SalaryFigures({ evaluation }: { evaluation: SalaryEvaluationResponse }) {
  const { beginner, median } = evaluation;
  return (
    <section aria-labelledby="titre-salaires" className="flex flex-col gap-3 rounded-xl bg-brand-50 p-4">
      <h3 id="titre-salaires" className="font-display text-lg font-semibold">
        {evaluation.job.title}
      </h3>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-xl bg-white p-3">
          <dt className="text-sm font-semibold text-ink-soft">Quand on débute</dt>
          <dd>
            <p className="text-lg font-semibold">{beginner?.text ?? 'Pas de chiffre pour ce métier.'}</p>
            {beginner ? (
              <p className="text-xs text-ink-soft">
                Source :{' '}
                {beginner.source.url ? (
                  <a href={beginner.source.url}>{beginner.source.label}</a>
                ) : (
                  beginner.source.label
                )}
              </p>
            ) : null}
          </dd>
        </div>
        <div className="rounded-xl bg-white p-3">
          <dt className="text-sm font-semibold text-ink-soft">Salaire médian net, avec de l’expérience</dt>
          <dd>
            <p className="text-lg font-semibold">
              {median ? `${formatEuros(median.amountNet)} par mois` : 'Pas de chiffre pour ce métier.'}
            </p>
            {median ? (
              <p className="text-xs text-ink-soft">
                {median.libelle ? `${median.libelle}, ` : ''}
                {median.periode}. Source : <a href={median.source.url}>{median.source.label}</a>
              </p>
            ) : null}
          </dd>
        </div>
      </dl>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        {evaluation.budget.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
    </section>
  );
}
