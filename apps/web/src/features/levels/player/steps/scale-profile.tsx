import type { ScaleScore } from '@declic/domain';

/** The scores of a self-assessment, strongest first, each with what it means. */
export function ScaleProfile({ scores }: { scores: ScaleScore[] }) {
  return (
    <section aria-labelledby="titre-profil" className="flex flex-col gap-3 rounded-xl bg-brand-50 p-4">
      <h2 id="titre-profil" className="font-display text-xl font-semibold text-ink">
        Ton profil
      </h2>
      <ul className="flex flex-col gap-3">
        {scores.map((score) => (
          <li key={score.dimension}>
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-semibold">{score.label}</span>
              <span className="text-sm text-ink-soft">{score.score}&#x202F;%</span>
            </div>
            <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-white">
              <div className="h-2 rounded-full bg-brand-600" style={{ width: `${score.score}%` }} />
            </div>
            <p className="mt-1 text-sm text-ink-soft">{score.portrait}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
