import { ACCESS_THRESHOLDS } from '@declic/domain';
import type { Wish } from './wish';

/** How the families are read from the access rate, and from which session the rates come. */
export function AccessLegend({ wishes }: { wishes: Wish[] }) {
  const sessions = [...new Set(wishes.flatMap((wish) => (wish.session ? [wish.session] : [])))];
  const demo = sessions.includes('démo');
  return (
    <div className="rounded-2xl bg-surface-soft p-4 text-sm">
      <p>
        <strong>Rêve</strong> : moins de {ACCESS_THRESHOLDS.ambitieux}&nbsp;% des candidats ont reçu une
        proposition. <strong>Ambitieux</strong> : de {ACCESS_THRESHOLDS.ambitieux} à{' '}
        {ACCESS_THRESHOLDS.sur - 1}&nbsp;%. <strong>Sûr</strong> : {ACCESS_THRESHOLDS.sur}&nbsp;% ou plus.
      </p>
      <p className="mt-1 text-ink-soft">
        {demo
          ? 'Taux de démonstration, inventés pour le catalogue de démo.'
          : `Taux d’accès publiés par Parcoursup${sessions.length ? ` (session ${sessions.join(', ')})` : ''}, pour les licences et les BUT ; ton dossier compte autant que le taux.`}
      </p>
    </div>
  );
}
