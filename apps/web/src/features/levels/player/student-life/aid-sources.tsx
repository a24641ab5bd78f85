import { type AidSource, formatDate } from '@declic/domain';

/**
 * Under an estimate: each official scale it used, the date it applies from, its legal text
 * (Légifrance) and « à vérifier » when OpenFisca's last check is too old.
 */
export function AidSources({ sources }: { sources: AidSource[] }) {
  return (
    <details className="text-sm text-ink-soft">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-ink">
        Les barèmes officiels utilisés ({sources.length})
      </summary>
      <ul className="flex flex-col gap-2">
        {sources.map((source) => (
          <li key={source.parameter}>
            {source.label}, en vigueur depuis le {formatDate(source.appliesFrom)}
            {source.legalUrl ? (
              <>
                {' '}
                —{' '}
                <a href={source.legalUrl} target="_blank" rel="noreferrer" className="underline">
                  {source.legalTitle ?? 'texte officiel'} (nouvel onglet)
                </a>
              </>
            ) : source.legalTitle ? (
              ` — ${source.legalTitle}`
            ) : null}
            {source.aVerifier ? <strong className="ml-2 text-coral-700">à vérifier</strong> : null}
          </li>
        ))}
      </ul>
      <p className="mt-2">
        Barèmes lus dans OpenFisca-France, le modèle ouvert des règles fiscales et sociales.
      </p>
    </details>
  );
}
