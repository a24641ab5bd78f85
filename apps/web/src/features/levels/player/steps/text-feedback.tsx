/** What the guide says about a story: one line per part, and where it comes from. */
export function TextFeedback({ lines, origin }: { lines: string[]; origin: 'ia' | 'hors-ligne' }) {
  return (
    <section aria-labelledby="titre-retour" className="flex flex-col gap-2 rounded-xl bg-brand-50 p-4">
      <h3 id="titre-retour" className="font-display text-lg font-semibold">
        Le retour de ton guide
      </h3>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="text-xs text-ink-soft">
        {origin === 'ia'
          ? 'Retour écrit par l’assistant IA à partir de ton texte.'
          : 'Retour du guide hors ligne, calculé à partir de règles simples.'}
      </p>
    </section>
  );
}
