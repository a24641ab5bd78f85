import { type BourseEstimate, formatEuros, formatNumber } from '@declic/domain';
import { AidSources } from './aid-sources';

const echelonName = (echelon: string) => (echelon === '0bis' ? '0 bis' : echelon);

/** The server's estimate, said plainly as one, with the scale's year and legal text. */
export function GrantResult({ estimate }: { estimate: BourseEstimate }) {
  const { scale, chargePoints } = estimate;
  return (
    <section aria-labelledby="estimation-bourse" className="flex flex-col gap-2 rounded-2xl bg-brand-50 p-4">
      <h3 id="estimation-bourse" className="text-lg font-semibold">
        Ton estimation
      </h3>
      {estimate.echelon ? (
        <p>
          Échelon <strong>{echelonName(estimate.echelon)}</strong> :{' '}
          <strong>{formatEuros(estimate.monthlyAmount)}</strong> par mois, sur {estimate.monthlyPayments}{' '}
          mois, soit {formatEuros(estimate.yearlyAmount)} par an.
        </p>
      ) : (
        <p>
          Avec ces revenus, ce barème ne donne pas de bourse : le plafond de l’échelon 0 bis est de{' '}
          {formatEuros(estimate.incomeCeiling)} pour {formatNumber(chargePoints.total)} points de charge. Les
          autres aides peuvent quand même te concerner.
        </p>
      )}
      <p className="text-sm">
        Tes points de charge : {formatNumber(chargePoints.distance)} pour la distance,{' '}
        {formatNumber(chargePoints.siblings)} pour tes frères et sœurs, {formatNumber(chargePoints.total)} en
        tout.
      </p>
      <p className="font-semibold">
        C’est une estimation, pas une décision. Seul le Crous décide, sur ton Dossier social étudiant.
      </p>
      <p className="text-sm">
        Barème de l’année universitaire {scale.academicYear}
        {scale.legalTitle ? (
          <>
            ,{' '}
            {scale.legalUrl ? (
              <a href={scale.legalUrl} target="_blank" rel="noreferrer" className="underline">
                {scale.legalTitle} (nouvel onglet)
              </a>
            ) : (
              scale.legalTitle
            )}
          </>
        ) : null}
        .{scale.aVerifier ? <strong className="ml-2 text-coral-700">à vérifier</strong> : null}
      </p>
      <AidSources sources={estimate.sources} />
    </section>
  );
}
