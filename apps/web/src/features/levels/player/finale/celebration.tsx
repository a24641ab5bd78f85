import { PartyPopper, Star } from 'lucide-react';
import type { CSSProperties } from 'react';
import { usePrefersReducedMotion } from '../../../../lib/use-prefers-reduced-motion';

const COLOURS = ['bg-brand-500', 'bg-sun-300', 'bg-coral-500', 'bg-mint-500'];
const PIECES = Array.from({ length: 24 }, (_, index) => index);

/** The end of the journey: confetti that fall once, or still stars when the system asks for less motion. */
export function Celebration({ firstName }: { firstName: string }) {
  const reduced = usePrefersReducedMotion();
  return (
    <section
      aria-labelledby="finale-titre"
      className="relative overflow-hidden rounded-2xl bg-brand-900 px-6 py-8 text-center text-white"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        {reduced
          ? [12, 30, 70, 88].map((left) => (
              <Star key={left} className="absolute top-4 size-6 text-sun-300" style={{ left: `${left}%` }} />
            ))
          : PIECES.map((index) => (
              <span
                key={index}
                className={`declic-confetti absolute top-0 block h-3 w-2 rounded-sm ${COLOURS[index % COLOURS.length]}`}
                style={
                  {
                    left: `${(index * 41) % 100}%`,
                    animationDelay: `${(index % 6) * 0.15}s`,
                  } as CSSProperties
                }
              />
            ))}
      </div>
      <PartyPopper aria-hidden="true" className="mx-auto size-12 text-sun-300" />
      <h3 id="finale-titre" className="mt-2 font-display text-3xl font-semibold">
        Bravo {firstName}, tu as terminé Déclic !
      </h3>
      <p className="mt-2 text-brand-100">Cinquante niveaux, et une route tracée. On est fiers de toi.</p>
    </section>
  );
}
