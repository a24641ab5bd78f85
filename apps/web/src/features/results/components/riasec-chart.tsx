import { formatPercent, type ReadRiasecLetter } from '@declic/domain';
import { useId } from 'react';

const BAR_HEIGHT = 26;
const GAP = 14;
const LABEL_WIDTH = 150;
const VALUE_WIDTH = 70;
const WIDTH = 520;

/**
 * The six RIASEC letters as horizontal bars, each with its name and value written out; the
 * SVG has a title and a description listing every value for screen readers.
 */
export function RiasecChart({ letters, code }: { letters: ReadRiasecLetter[]; code: string }) {
  const titleId = useId();
  const descId = useId();
  const barSpace = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const height = letters.length * (BAR_HEIGHT + GAP) - GAP;
  const description = letters
    .map((l) => `${l.label}\u202F: ${l.percent === null ? 'pas de réponse' : formatPercent(l.percent)}`)
    .join(', ');
  return (
    <figure className="flex flex-col gap-2">
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${WIDTH} ${height}`}
        className="h-auto w-full max-w-xl"
      >
        <title id={titleId}>Ton profil RIASEC, code {code}</title>
        <desc id={descId}>{description}</desc>
        {letters.map((letter, i) => {
          const y = i * (BAR_HEIGHT + GAP);
          const strong = code.includes(letter.letter);
          const width = ((letter.percent ?? 0) / 100) * barSpace;
          return (
            <g key={letter.letter}>
              <text x={0} y={y + BAR_HEIGHT * 0.72} className="fill-ink text-[15px] font-semibold">
                {letter.label} ({letter.letter})
              </text>
              <rect
                x={LABEL_WIDTH}
                y={y}
                width={barSpace}
                height={BAR_HEIGHT}
                rx={8}
                className="fill-brand-50"
              />
              <rect
                x={LABEL_WIDTH}
                y={y}
                width={Math.max(width, 4)}
                height={BAR_HEIGHT}
                rx={8}
                className={strong ? 'fill-brand-700' : 'fill-brand-200'}
              />
              <text
                x={WIDTH}
                y={y + BAR_HEIGHT * 0.72}
                textAnchor="end"
                className="fill-ink text-[15px] font-semibold"
              >
                {letter.percent === null ? '—' : formatPercent(letter.percent)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="text-sm text-ink-soft">
        Tes trois lettres fortes sont en couleur foncée. « — » : tu n’as répondu « Je ne sais pas » qu’à ces
        questions.
      </figcaption>
    </figure>
  );
}
