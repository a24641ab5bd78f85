import {
  BUDGET_EXPENSES,
  BUDGET_INCOMES,
  BUDGET_LABELS,
  type BudgetStep as BudgetStepDefinition,
  formatEuros,
  HOUSING_LABELS,
  type StepCheck,
} from '@declic/domain';
import { useEffect } from 'react';
import { TextAreaField, TextField } from '../../../../components/ui/field';
import { useFigures } from '../../../../lib/levels/figures';
import { useBudgetPrefill } from '../api/budget-prefill';
import { FigureSource } from '../figures/figure-source';
import { useStepDraft } from '../hooks/use-step-draft';
import { useStepSave } from '../hooks/use-step-save';
import type { StepProps } from '../step-props';
import { numberText, typedNumber } from '../student-life/amounts';
import { BudgetBalance } from '../student-life/budget-balance';
import { fieldError } from './rule-field';
import { StepCheckPanel } from './step-check-panel';

type Line = (typeof BUDGET_EXPENSES)[number] | (typeof BUDGET_INCOMES)[number];
type BudgetDraft = Record<Line | 'adjustment', string>;

const LINES: Line[] = [...BUDGET_EXPENSES, ...BUDGET_INCOMES];
const EMPTY = Object.fromEntries([...LINES, 'adjustment'].map((line) => [line, ''])) as BudgetDraft;

const HINTS: Record<Line, string> = {
  housing:
    'Le loyer qui reste à ta charge, aide au logement déduite (niveau 37). 0 si tu restes chez ta famille.',
  food: 'Tes courses et tes repas, au restaurant universitaire compris.',
  transport: 'Un abonnement de bus, de tram ou de train, ou ton essence.',
  phone: 'Ton forfait et ta box, si tu en as une.',
  equipment: 'Livres, fournitures, ordinateur : ce que tu mets de côté chaque mois.',
  leisure: 'Sorties, sport, abonnements.',
  grant: 'Ton estimation du niveau 36. 0 si tu n’es pas boursier.',
  familyHelp: 'Ce que ta famille peut te verser chaque mois. 0 si rien.',
  jobHoursPerWeek: 'Payées au Smic. 0 si tu ne travailles pas.',
};

type BudgetResult = Extract<NonNullable<StepCheck['result']>, { kind: 'budget' }>;

/** Level 35: the month's lines, prefilled from levels 36 and 37 when done, and the server's balance. */
export function BudgetStep({ level, step, stored }: StepProps<BudgetStepDefinition>) {
  const initial = stored?.answer
    ? (Object.fromEntries(
        [...LINES, 'adjustment'].map((line) => [line, numberText(stored.answer[line])]),
      ) as BudgetDraft)
    : undefined;
  const [draft, setDraft] = useStepDraft<BudgetDraft>(`${level}.${step.id}`, initial, EMPTY);
  const answer = { ...EMPTY, ...draft };
  const saving = useStepSave(level, step.id, stored);
  const prefill = useBudgetPrefill();
  const figures = useFigures();
  const smic = figures.figure('smic-horaire-brut');
  const limit = figures.figure('mineur-heures-semaine');
  const problems = saving.check?.problems;
  const result = saving.check?.result as BudgetResult | undefined;

  // Levels 36 and 37 done: their figures fill the lines still empty, once.
  const { grant, housing } = prefill.data ?? { grant: null, housing: null };
  useEffect(() => {
    if (!grant && !housing) return;
    setDraft((current) => ({
      ...current,
      grant: current.grant || (grant ? numberText(grant.monthlyAmount) : ''),
      housing: current.housing || (housing ? numberText(housing.netRent) : ''),
    }));
  }, [grant, housing, setDraft]);

  return (
    <div className="flex flex-col gap-5">
      {grant || housing ? (
        <p className="rounded-xl bg-mint-50 p-3 text-sm">
          Repris de tes niveaux :{' '}
          {[
            housing
              ? `${HOUSING_LABELS[housing.type]} à ${housing.commune}, ${formatEuros(housing.netRent)} par mois aide déduite`
              : null,
            grant ? `bourse estimée à ${formatEuros(grant.monthlyAmount)} par mois` : null,
          ]
            .filter(Boolean)
            .join(' ; ')}
          .
        </p>
      ) : null}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-lg font-semibold">Ce qui sort chaque mois, en euros</legend>
        {BUDGET_EXPENSES.map((line) => (
          <TextField
            key={line}
            label={BUDGET_LABELS[line]}
            hint={HINTS[line]}
            inputMode="decimal"
            className="max-w-sm"
            value={answer[line]}
            error={fieldError(problems, line)}
            onChange={(event) => setDraft({ ...answer, [line]: event.target.value })}
          />
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-lg font-semibold">Ce qui rentre chaque mois</legend>
        {BUDGET_INCOMES.map((line) => (
          <TextField
            key={line}
            label={line === 'jobHoursPerWeek' ? BUDGET_LABELS[line] : `${BUDGET_LABELS[line]}, en euros`}
            hint={
              line === 'jobHoursPerWeek' && limit
                ? `${HINTS[line]} ${limit.value} heures au plus : la limite d’un salarié de moins de 18 ans (niveau 46).`
                : HINTS[line]
            }
            inputMode="decimal"
            className="max-w-sm"
            value={answer[line]}
            error={fieldError(problems, line)}
            onChange={(event) => setDraft({ ...answer, [line]: event.target.value })}
          />
        ))}
        {smic && limit ? <FigureSource figures={[smic, limit]} /> : null}
      </fieldset>
      {result?.kind === 'budget' ? <BudgetBalance result={result} /> : null}
      <TextAreaField
        label="Ton ajustement, si le mois ne tient pas"
        hint="Ce que tu changes vraiment : une dépense en moins, une aide à demander, des heures en plus…"
        optional={!(result?.kind === 'budget' && result.balance < 0)}
        rows={3}
        maxLength={600}
        value={answer.adjustment}
        error={fieldError(problems, 'adjustment')}
        onChange={(event) => setDraft({ ...answer, adjustment: event.target.value })}
      />
      <StepCheckPanel
        check={saving.check}
        saving={saving.saving}
        error={saving.error}
        saveLabel="Calculer mon solde"
        onSave={() =>
          saving.save({
            ...Object.fromEntries(LINES.map((line) => [line, typedNumber(answer[line])])),
            adjustment: answer.adjustment,
          })
        }
      />
    </div>
  );
}
