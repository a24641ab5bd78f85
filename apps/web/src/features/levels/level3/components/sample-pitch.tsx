import { LEVEL3_TEXTES as T } from '../textes';

/** The sample pitch built from the profile, to read aloud and adapt. */
export function SamplePitch({ text }: { text: string | null }) {
  return (
    <section aria-labelledby="niveau3-exemple">
      <h2 id="niveau3-exemple" className="text-lg font-semibold">
        {T.sampleTitle}
      </h2>
      {text ? (
        <p className="mt-2 leading-relaxed">{text}</p>
      ) : (
        <p className="mt-2 text-ink-soft">Chargement…</p>
      )}
    </section>
  );
}
