import { formatPercent, LANDING_WORRY_PERCENT } from '@declic/domain';

/** The 83 % statistic, presented as the figure Déclic puts forward, not as a study of ours. */
export function WorryStat() {
  return (
    <section aria-labelledby="stat-titre" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <div className="grid items-center gap-6 rounded-[2rem] bg-sun-300 p-6 text-brand-900 sm:grid-cols-[auto_1fr] sm:gap-10 sm:p-10">
        <p aria-hidden="true" className="font-display text-7xl font-semibold leading-none sm:text-8xl">
          {formatPercent(LANDING_WORRY_PERCENT)}
        </p>
        <div>
          <h2 id="stat-titre" className="text-2xl font-semibold sm:text-3xl">
            <span className="sr-only">{formatPercent(LANDING_WORRY_PERCENT)} </span>
            des lycéens se disent inquiets pour leur orientation.
          </h2>
          <p className="mt-3 text-lg">
            C’est le chiffre que Déclic met en avant, et la raison pour laquelle on existe. Si tu te poses des
            questions sur ton avenir, tu es en très bonne compagnie. Alors avançons ensemble, une petite étape
            à la fois.
          </p>
        </div>
      </div>
    </section>
  );
}
