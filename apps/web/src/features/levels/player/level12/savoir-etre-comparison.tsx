import type { ScaleScore } from '@declic/domain';
import { Check, Minus } from 'lucide-react';
import { Alert } from '../../../../components/ui/alert';
import { useSavoirEtreComparison } from '../api/savoir-etre-comparison';

/** Level 12: each quality's score next to whether the métiers chosen in level 6 ask for it. */
export function SavoirEtreComparison({ scores }: { scores: ScaleScore[] }) {
  const comparison = useSavoirEtreComparison();
  const asked = new Map(comparison.data?.dimensions.map((d) => [d.dimension, d.askedBy]));
  return (
    <section aria-labelledby="titre-comparaison" className="flex flex-col gap-3 rounded-xl bg-white p-4">
      <h2 id="titre-comparaison" className="font-display text-xl font-semibold text-ink">
        Tes qualités face à tes métiers
      </h2>
      {comparison.isPending ? <p role="status">Chargement de tes métiers…</p> : null}
      {comparison.isError ? (
        <Alert tone="error">La comparaison n’a pas pu être chargée. Réessaie plus tard.</Alert>
      ) : null}
      {comparison.data && comparison.data.metiers.length === 0 ? (
        <p>Fais d’abord le niveau 6 pour comparer&#x202F;: tu y choisis trois métiers à explorer.</p>
      ) : null}
      {comparison.data && comparison.data.metiers.length > 0 ? (
        <>
          <p className="text-sm text-ink-soft">
            Tes métiers du niveau 6&#x202F;: {comparison.data.metiers.map((m) => m.label).join(', ')}.
          </p>
          <ul className="flex flex-col gap-3">
            {scores.map((score) => {
              const askedBy = asked.get(score.dimension) ?? [];
              return (
                <li key={score.dimension} className="flex gap-2">
                  {askedBy.length > 0 ? (
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-mint-700" />
                  ) : (
                    <Minus aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-soft" />
                  )}
                  <div>
                    <h3 className="font-semibold">
                      {score.label}{' '}
                      <span className="text-sm font-normal">(ton score&#x202F;: {score.score}&#x202F;%)</span>
                    </h3>
                    <p className="text-sm text-ink-soft">
                      {askedBy.length > 0
                        ? `Demandé par\u202F: ${askedBy.join(', ')}.`
                        : 'Aucun de tes métiers ne le cite dans sa fiche.'}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
          {comparison.data.others.length > 0 ? (
            <div>
              <h3 className="font-semibold">Tes métiers demandent aussi</h3>
              <ul className="list-disc pl-5 text-sm">
                {comparison.data.others.map((other) => (
                  <li key={other}>{other}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <p className="text-xs text-ink-soft">Source&#x202F;: fiches métiers du ROME 4.0, France Travail.</p>
        </>
      ) : null}
    </section>
  );
}
