import { formatPercent, type ReadRiasecLetter } from '@declic/domain';
import { useId } from 'react';

const WIDTH = 320;
const ROW_HEIGHT = 46;
const LABEL_BASELINE = 15;
const BAR_TOP = 22;
const BAR_HEIGHT = 14;

/**
 * The six RIASEC letters as horizontal bars, each with its name and value written out; the
 * SVG has a title and a description listing every value for screen readers.
 */
export function RiasecChart({ letters, code }: { letters: ReadRiasecLetter[]; code: string }) {
  const titleId = useId();
  const descId = useId();
  const height = letters.length * ROW_HEIGHT - (ROW_HEIGHT - BAR_TOP - BAR_HEIGHT);
  const description = letters
    .map((l) => `${l.label}\u202F: ${l.percent === null ? 'pas de réponse' : formatPercent(l.percent)}`)
    .join(', ');
  return (
    <figure className="flex flex-col gap-2">
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${WIDTH} ${height}`}
        className="h-auto w-full max-w-sm"
      >
        <title id={titleId}>Ton profil RIASEC, code {code}</title>
        <desc id={descId}>{description}</desc>
        {letters.map((letter, i) => {
          const y = i * ROW_HEIGHT;
          const strong = code.includes(letter.letter);
          const width = ((letter.percent ?? 0) / 100) * WIDTH;
          return (
            <g key={letter.letter}>
              <text x={0} y={y + LABEL_BASELINE} className="fill-ink text-[14px] font-semibold">
                {letter.label} ({letter.letter})
              </text>
              <text
                x={WIDTH}
                y={y + LABEL_BASELINE}
                textAnchor="end"
                className="fill-ink text-[14px] font-semibold"
              >
                {letter.percent === null ? '—' : formatPercent(letter.percent)}
              </text>
              <rect
                x={0}
                y={y + BAR_TOP}
                width={WIDTH}
                height={BAR_HEIGHT}
                rx={7}
                className="fill-brand-50"
              />
              <rect
                x={0}
                y={y + BAR_TOP}
                width={Math.max(width, 4)}
                height={BAR_HEIGHT}
                rx={7}
                className={strong ? 'fill-brand-700' : 'fill-brand-200'}
              />
            </g>
          );
        })}
      </svg>
      <figcaption className="text-sm text-ink-soft">
        Tes trois lettres fortes sont en couleur foncée. Un tiret (—) marque une famille sans aucune réponse.
      </figcaption>
    </figure>
  );
}
