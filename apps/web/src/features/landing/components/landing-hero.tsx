import { NBSP } from '@declic/domain';
import { Sparkles } from 'lucide-react';
import { Chip } from '../../../components/ui/chip';
import { MascotDialogue } from './mascot-dialogue';

/** First screen: what Déclic is in one sentence, and Clic's welcome. */
export function LandingHero({ onStart }: { onStart: () => void }) {
  return (
    <section
      aria-labelledby="accueil-titre"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-surface"
    >
      <Glow />
      <div className="relative mx-auto grid max-w-6xl items-center gap-8 px-4 pt-8 pb-12 sm:pt-14 lg:grid-cols-[1fr_1.3fr] lg:gap-12 lg:pb-20">
        <div>
          <Chip tone="sun" className="mb-4">
            <Sparkles aria-hidden="true" size={16} />
            Gratuit, de 15 à 20{NBSP}ans
          </Chip>
          <h1 id="accueil-titre" className="text-4xl font-semibold text-ink sm:text-5xl lg:text-6xl">
            Trouve ta voie, <span className="text-brand-700">un niveau après l’autre.</span>
          </h1>
          <p className="mt-4 max-w-xl text-lg text-ink-soft sm:text-xl">
            Des questionnaires, des mini-jeux et de vrais métiers pour y voir plus clair sur ton avenir. À ton
            rythme, sans pression.
          </p>
        </div>
        <MascotDialogue onStart={onStart} />
      </div>
    </section>
  );
}

/** Soft coloured blobs behind the hero; purely decorative. */
function Glow() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0">
      <div className="absolute -top-24 -right-24 size-72 rounded-full bg-sun-300/30 blur-3xl" />
      <div className="absolute top-4 -left-40 size-72 rounded-full bg-brand-200/40 blur-3xl" />
    </div>
  );
}
