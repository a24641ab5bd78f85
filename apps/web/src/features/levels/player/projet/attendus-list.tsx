import type { AttenduCoverage } from '@declic/domain';
import { CheckCircle2, Circle } from 'lucide-react';

interface AttendusListProps {
  mention: string | null;
  attendus: AttenduCoverage[];
  /** Whether the coverage comes from a check of the server (before it, no marks). */
  checked: boolean;
  source: { label: string; url: string | null } | null;
}

/** The formation's national attendus, each marked once the server has read the text. */
export function AttendusList({ mention, attendus, checked, source }: AttendusListProps) {
  return (
    <section aria-labelledby="attendus-titre" className="rounded-2xl bg-surface-soft p-4">
      <h3 id="attendus-titre" className="font-display text-lg font-bold">
        Ce que la formation attend
      </h3>
      {mention ? <p className="text-sm text-ink-soft">Attendus nationaux : {mention}</p> : null}
      <ul className="mt-3 flex flex-col gap-2">
        {attendus.map((attendu) => (
          <li key={attendu.text} className="flex items-start gap-2">
            {checked && attendu.covered ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-mint-700" />
            ) : (
              <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-soft" />
            )}
            <span>
              {attendu.text}
              {checked ? (
                <span className="sr-only">
                  {attendu.covered ? ' : ton texte y répond.' : ' : pas encore dans ton texte.'}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      {source ? (
        <p className="mt-3 text-sm text-ink-soft">
          Source :{' '}
          {source.url ? (
            <a href={source.url} target="_blank" rel="noreferrer" className="underline">
              {source.label} (nouvel onglet)
            </a>
          ) : (
            source.label
          )}
        </p>
      ) : null}
    </section>
  );
}
