import { typographieFr } from '@declic/domain';
import { Rocket } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { LEVEL_BANDS } from '../level-bands';
import { SectionHeading } from './section-heading';

/** The 40 levels in 8 bands of 5, and the way in: 'Débuter le Niveau 1'. */
export function LevelBandsGrid() {
  return (
    <section aria-labelledby="niveaux-titre" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <SectionHeading
          id="niveaux-titre"
          eyebrow="Ta progression"
          onDark
          intro="Chaque niveau débloque de nouveaux outils. Tu avances quand tu veux, à ton rythme."
        >
          {typographieFr('40 niveaux pour passer de « je ne sais pas » à « j’ai un plan »')}
        </SectionHeading>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {LEVEL_BANDS.map((band, index) => (
            <li
              key={band.name}
              className={cx(
                'flex flex-col gap-3 rounded-[var(--radius-card)] p-5',
                index === 0 ? 'bg-sun-300 text-brand-900' : 'bg-white/10 text-white',
              )}
            >
              <p className={cx('text-sm font-bold', index === 0 ? 'text-brand-900' : 'text-brand-100')}>
                Niveaux {band.firstLevel} à {band.lastLevel}
              </p>
              <h3 className="text-xl font-semibold">{band.name}</h3>
              <p className={index === 0 ? 'text-brand-900' : 'text-brand-100'}>{band.description}</p>
              <p aria-hidden="true" className="mt-auto flex gap-1.5">
                {band.levels.map((level) => (
                  <span
                    key={level}
                    className={cx(
                      'grid size-8 place-items-center rounded-full text-sm font-bold',
                      index === 0 ? 'bg-brand-900 text-sun-300' : 'bg-white/15 text-white',
                    )}
                  >
                    {level}
                  </span>
                ))}
              </p>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex flex-col items-start gap-3 sm:flex-row sm:items-center">
          <ButtonLink to="/app/questionnaire" variant="sun" size="lg">
            <Rocket aria-hidden="true" size={20} />
            Débuter le Niveau 1
          </ButtonLink>
          <p className="text-brand-100">Le questionnaire d’orientation t’attend, c’est gratuit.</p>
        </div>
      </div>
    </section>
  );
}
