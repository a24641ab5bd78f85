import { formatNumber } from '@declic/domain';
import { Link } from 'react-router';
import { currentUserId } from '../../../../lib/auth/current-user';
import { useProductions } from '../../../../lib/levels/productions';
import { useProgression } from '../../../../lib/progression/get-progression';

/** Level 30's dashboard: levels done, XP, and everything the journey produced, with its link. */
export function JourneyDashboard() {
  const progression = useProgression(currentUserId());
  const productions = useProductions();
  const done = Math.max(0, (progression.data?.level ?? 1) - 1);
  return (
    <section
      aria-labelledby="ton-bilan"
      className="flex flex-col gap-4 rounded-2xl border-2 border-line bg-white p-4"
    >
      <h3 id="ton-bilan" className="text-lg font-bold">
        Ton bilan
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div className="rounded-xl bg-brand-50 p-3">
          <dt className="text-sm text-ink-soft">Niveaux terminés</dt>
          <dd className="font-display text-2xl font-semibold">{done}</dd>
        </div>
        <div className="rounded-xl bg-brand-50 p-3">
          <dt className="text-sm text-ink-soft">XP gagnée</dt>
          <dd className="font-display text-2xl font-semibold">{formatNumber(progression.data?.xp ?? 0)}</dd>
        </div>
        <div className="rounded-xl bg-brand-50 p-3">
          <dt className="text-sm text-ink-soft">Réalisations</dt>
          <dd className="font-display text-2xl font-semibold">{productions.data?.productions.length ?? 0}</dd>
        </div>
      </dl>
      {productions.isPending ? <p role="status">Je rassemble tes réalisations…</p> : null}
      <ul aria-label="Ce que tu as construit" className="grid gap-2 sm:grid-cols-2">
        {productions.data?.productions.map((production) => (
          <li key={production.level} className="flex flex-col rounded-xl border-2 border-line p-3">
            <span className="text-sm text-ink-soft">Niveau {production.level}</span>
            <span className="font-semibold">{production.title}</span>
            <span className="text-sm">{production.summary}</span>
            <Link to={production.link.to} className="mt-1 text-sm font-semibold underline">
              {production.link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
