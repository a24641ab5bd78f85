import { Alert } from '../../../components/ui/alert';
import { AdviceList } from '../../../features/advice/components/advice-list';
import { useAdviceWall } from '../../../lib/advice-wall';
import { usePageTitle } from '../../../lib/use-page-title';

/** /app/conseils: the « Conseils d’anciens » wall, what students wrote at level 27 once the staff read it. */
export default function AdviceWallPage() {
  usePageTitle('Conseils d’anciens');
  const wall = useAdviceWall();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-semibold text-brand-900">Conseils d’anciens</h1>
        <p className="mt-2 text-ink-soft">
          Des élèves plus avancés sur Déclic te disent ce qu’ils auraient aimé savoir au début. Chaque conseil
          est relu par l’équipe avant d’être publié.
        </p>
      </div>
      {wall.isPending ? <p role="status">Chargement des conseils…</p> : null}
      {wall.isError ? (
        <Alert tone="error">{wall.error.message} Recharge la page dans un instant.</Alert>
      ) : null}
      {wall.data ? <AdviceList advice={wall.data.advice} label="Conseils publiés" /> : null}
    </div>
  );
}
