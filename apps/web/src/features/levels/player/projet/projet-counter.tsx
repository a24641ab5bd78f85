import { dayInFrance, formatNumber, needsReview, PROJET_MOTIVE_MAX_LENGTH } from '@declic/domain';

/** The live length of the whole projet against Parcoursup's limit, with the limit's source. */
export function ProjetCounter({ length }: { length: number }) {
  const limit = PROJET_MOTIVE_MAX_LENGTH;
  const over = length - limit.value;
  const toCheck = needsReview(limit, dayInFrance());
  return (
    <div className="flex flex-col gap-1">
      <p className={over > 0 ? 'font-semibold text-coral-700' : 'font-semibold'}>
        {formatNumber(length)} / {formatNumber(limit.value)}&nbsp;caractères
      </p>
      {over > 0 ? (
        <p role="status" className="text-sm font-semibold text-coral-700">
          Trop long de {formatNumber(over)}&nbsp;caractères pour Parcoursup : coupe ce qui se répète.
        </p>
      ) : null}
      <p className="text-sm text-ink-soft">
        Limite de Parcoursup, espaces et retours à la ligne compris{toCheck ? ' (à vérifier)' : ''}. Source :{' '}
        <a href={limit.source.url} target="_blank" rel="noreferrer" className="underline">
          {limit.source.label} (nouvel onglet)
        </a>
      </p>
    </div>
  );
}
