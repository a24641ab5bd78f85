import {
  type DevenirApprentis,
  devenirApprentisHeadline,
  devenirApprentisLines,
  devenirApprentisSource,
  hasDevenirApprentis,
} from '@declic/domain';

/**
 * What became of the apprentices of the formation's school when it is a CFA (InserJeunes): one
 * figure on the card, and once opened employment at 6 and 12 months, the expected rate and the
 * value added, further study, with the years and the source. Nothing at all without a figure.
 * It opens: never put it inside a label or a button.
 */
export function DevenirApprentisNote({ devenir }: { devenir: DevenirApprentis | undefined }) {
  if (!hasDevenirApprentis(devenir)) return null;
  return (
    <details className="text-xs font-normal text-ink-soft">
      <summary className="cursor-pointer">
        <span className="font-semibold text-ink">Ses apprentis{'\u202f'}:</span>{' '}
        {devenirApprentisHeadline(devenir)}
      </summary>
      <div className="mt-1 flex flex-col gap-1">
        <ul>
          {devenirApprentisLines(devenir).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>
          Tous les apprentis de l’établissement, toutes formations confondues. Le taux attendu tient compte de
          leur profil et de l’emploi dans la région. La valeur ajoutée, c’est l’écart entre le vrai taux et ce
          taux attendu.
        </p>
        <p>
          Source{'\u202f'}: {devenirApprentisSource(devenir)}
        </p>
      </div>
    </details>
  );
}
