import { type AidSource, formatEuros, HOUSING_LABELS, type HousingRow } from '@declic/domain';
import { AidSources } from './aid-sources';

function uniqueSources(rows: HousingRow[]): AidSource[] {
  const byParameter = new Map(
    rows.flatMap((row) => row.estimate.sources).map((source) => [source.parameter, source]),
  );
  return [...byParameter.values()];
}

/** Each option the student priced, with the server's housing aid, the rent left and Visale. */
export function HousingRows({ commune, rows }: { commune: string; rows: HousingRow[] }) {
  const zone = rows[0]?.estimate.zone;
  return (
    <section aria-labelledby="comparaison-logements" className="flex flex-col gap-3">
      <h3 id="comparaison-logements" className="text-lg font-semibold">
        Ta comparaison à {commune}
      </h3>
      {zone ? <p className="text-sm">Pour l’aide au logement, ta commune est en zone {zone}.</p> : null}
      <ul className="grid gap-3 md:grid-cols-2">
        {rows.map((row) => (
          <li key={row.type} className="flex flex-col gap-1 rounded-2xl border-2 border-line bg-white p-4">
            <p className="font-semibold">{HOUSING_LABELS[row.type]}</p>
            {row.type === 'famille' ? (
              <p>Pas de loyer, donc pas d’aide au logement.</p>
            ) : (
              <>
                <p>Loyer trouvé : {formatEuros(row.rent)} par mois</p>
                <p>
                  Aide au logement estimée : <strong>{formatEuros(row.estimate.monthlyAid)}</strong> par mois
                  {row.estimate.noAidReason === 'sous_seuil_versement'
                    ? ' (trop faible pour être versée)'
                    : ''}
                </p>
                <p>
                  Reste à payer : <strong>{formatEuros(row.netRent)}</strong> par mois
                </p>
                <p className="text-sm">Dépôt de garantie : {formatEuros(row.deposit)}, rendu à ton départ.</p>
                {row.estimate.rentCeiling !== null ? (
                  <p className="text-sm">
                    Loyer plafond pris en compte pour l’aide : {formatEuros(row.estimate.rentCeiling)}.
                  </p>
                ) : null}
                <p className="text-sm">
                  Garantie Visale :{' '}
                  {row.estimate.visale.eligible
                    ? `possible, ce loyer est sous son plafond de ${formatEuros(row.estimate.visale.plafondLoyer)}.`
                    : `pas pour ce loyer (plafond de ${formatEuros(row.estimate.visale.plafondLoyer)}, jusqu’à ${row.estimate.visale.ageMax} ans).`}
                </p>
              </>
            )}
          </li>
        ))}
      </ul>
      <p className="font-semibold">
        Ce sont des estimations. La Caf calcule ton aide réelle, et Visale confirme ta garantie.
      </p>
      <AidSources sources={uniqueSources(rows)} />
    </section>
  );
}
