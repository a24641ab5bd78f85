import { formatEuros, type StepCheck } from '@declic/domain';

type BudgetResult = Extract<NonNullable<StepCheck['result']>, { kind: 'budget' }>;

/** The server's balance of the month, and its one adjustment when the month does not balance. */
export function BudgetBalance({ result }: { result: BudgetResult }) {
  const negative = result.balance < 0;
  return (
    <section aria-labelledby="solde-du-mois" className="flex flex-col gap-1 rounded-2xl bg-brand-50 p-4">
      <h3 id="solde-du-mois" className="text-lg font-semibold">
        Ton solde du mois
      </h3>
      <p>
        Ce qui rentre : {formatEuros(result.incomes)}, dont {formatEuros(result.jobMonthlyGross)} brut de ton
        job.
      </p>
      <p>Ce qui sort : {formatEuros(result.expenses)}.</p>
      <p className={negative ? 'font-semibold text-coral-700' : 'font-semibold text-mint-700'}>
        {negative
          ? `Il te manque ${formatEuros(-result.balance)} par mois.`
          : `Il te reste ${formatEuros(result.balance)} par mois.`}
      </p>
      {result.suggestion ? (
        <p>
          <strong>Une piste.</strong> {result.suggestion}
        </p>
      ) : null}
      <p className="text-sm text-ink-soft">
        Ton job est compté au Smic horaire brut ({formatEuros(result.smicHourlyGross)}). Sur ta fiche de paie,
        le net sera un peu plus bas : les cotisations sont retenues.
      </p>
    </section>
  );
}
