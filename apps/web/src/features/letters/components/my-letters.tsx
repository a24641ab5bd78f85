import { formatDate } from '@declic/domain';
import { useMyLetters } from '../api/get-my-letters';
import { TEXTES } from '../textes';

export function MyLetters() {
  const letters = useMyLetters();
  return (
    <section aria-labelledby="mes-lettres" className="flex flex-col gap-3">
      <h2 id="mes-lettres" className="text-xl font-semibold text-brand-900">
        {TEXTES.mine}
      </h2>
      {letters.data?.length ? (
        <ul className="flex flex-col gap-2">
          {letters.data.map((saved) => (
            <li key={saved.id}>
              <details className="rounded-xl border border-line bg-white px-4 py-2">
                <summary className="cursor-pointer">
                  {saved.target} · {TEXTES.styles[saved.style]} · {formatDate(saved.createdAt)}
                </summary>
                <pre className="mt-2 whitespace-pre-wrap font-serif">{saved.letter}</pre>
              </details>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-ink-soft">{TEXTES.none}</p>
      )}
    </section>
  );
}
