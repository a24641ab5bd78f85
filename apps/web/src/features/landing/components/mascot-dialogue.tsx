import { ArrowRight, FastForward } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { runMascotDialogue } from '../mascot-controller';
import { dialogueButtonClasses, lineDotClasses } from '../mascot-look';
import { DIALOGUE_BUTTON_LABELS, MASCOT_LINES, MASCOT_NAME } from '../textes';
import { Mascot } from './mascot';

interface MascotDialogueProps {
  /** What 'Commencer maintenant' does (the page sends the visitor to /avatar). */
  onStart: () => void;
}

/**
 * Clic types its three lines in a speech bubble. One button, always the same element so
 * keyboard focus stays on it: Passer (show the whole line), Suivant, then 'Commencer maintenant'.
 * React draws the first moment only; `runMascotDialogue` plays it, here in the app and, without
 * React, on the static landing page (an island: `data-island`, see app/islands.ts).
 */
export function MascotDialogue({ onStart }: MascotDialogueProps) {
  const root = useRef<HTMLElement>(null);
  const start = useRef(onStart);
  useEffect(() => {
    start.current = onStart;
  });
  useEffect(() => {
    if (!root.current) return;
    return runMascotDialogue(root.current, () => start.current());
  }, []);

  return (
    <section
      ref={root}
      data-island="mascotte"
      aria-labelledby="mascotte-titre"
      className="relative flex flex-col items-center gap-2 sm:flex-row sm:items-end sm:gap-0"
    >
      <h2 id="mascotte-titre" className="sr-only">
        {MASCOT_NAME}, la mascotte de Déclic, te présente l’appli
      </h2>
      <Mascot className="w-36 shrink-0 sm:mr-1 sm:w-48 lg:w-64" />
      <div className="relative w-full rounded-[1.75rem] border-2 border-brand-200 bg-white p-5 shadow-[var(--shadow-card)] sm:mb-16">
        <BubbleTail />
        <p className="mb-2 flex items-center justify-between text-sm font-bold text-brand-700">
          <span>{MASCOT_NAME}</span>
          <LineDots total={MASCOT_LINES.length} />
        </p>
        {/* Every line sits in the same grid cell, hidden: the bubble keeps one height while typing. */}
        <p aria-hidden="true" className="grid font-display text-xl leading-snug text-ink sm:text-2xl">
          {MASCOT_LINES.map((line) => (
            <span key={line.text} className="invisible col-start-1 row-start-1">
              {line.text}
            </span>
          ))}
          <span data-testid="replique-mascotte" className="col-start-1 row-start-1">
            <span data-mascotte="texte" />
            <span
              data-mascotte="curseur"
              className="mascot-caret ml-0.5 inline-block h-[1em] w-[3px] translate-y-[0.15em] bg-brand-700"
            />
          </span>
        </p>
        <p className="sr-only" aria-live="polite" data-mascotte="annonce">
          {MASCOT_LINES[0]?.text}
        </p>
        <div className="mt-4 flex justify-end">
          {/* Disabled until the dialogue runs: a tap before the script is there would be lost. */}
          <button type="button" data-mascotte="bouton" className={dialogueButtonClasses('skip')} disabled>
            <span data-mascotte="libelle">{DIALOGUE_BUTTON_LABELS.skip}</span>
            <span data-mascotte="icone-passer" className="inline-flex">
              <FastForward aria-hidden="true" size={18} />
            </span>
            <span data-mascotte="icone-suivant" className="inline-flex" hidden>
              <ArrowRight aria-hidden="true" size={18} />
            </span>
          </button>
        </div>
      </div>
    </section>
  );
}

function LineDots({ total }: { total: number }) {
  return (
    <span className="flex items-center gap-1.5">
      <span className="sr-only" data-mascotte="position">
        Réplique 1 sur {total}
      </span>
      {Array.from({ length: total }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, nothing else.
          key={index}
          aria-hidden="true"
          data-mascotte="point"
          className={lineDotClasses(index, 0)}
        />
      ))}
    </span>
  );
}

/** The bubble's pointer: towards the mascot above on mobile, to its left from sm up. */
function BubbleTail() {
  return (
    <span
      aria-hidden="true"
      className="absolute -top-[11px] left-1/2 size-5 -translate-x-1/2 rotate-45 border-t-2 border-l-2 border-brand-200 bg-white sm:top-auto sm:bottom-8 sm:-left-[11px] sm:translate-x-0 sm:-rotate-45"
    />
  );
}
