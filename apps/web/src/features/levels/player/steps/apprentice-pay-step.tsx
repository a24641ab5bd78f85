import {
  APPRENTICE_AGE_RANGE,
  type ApprenticePayGrid,
  type ApprenticePayStep as ApprenticePayStepDefinition,
  apprenticeMonthlyPay,
  formatEurosCents,
  formatPercent,
} from '@declic/domain';
import { TextAreaField, TextField } from '../../../../components/ui/field';
import { useFigures } from '../../../../lib/levels/figures';
import { FigureSource } from '../figures/figure-source';
import { useStepDraft } from '../hooks/use-step-draft';
import { useStepSave } from '../hooks/use-step-save';
import type { StepProps } from '../step-props';
import { fieldError } from './rule-field';
import { StepCheckPanel } from './step-check-panel';

interface PayDraft extends Record<string, unknown> {
  age: string;
  year: 1 | 2 | 3 | null;
  plan: string;
}

const EMPTY: PayDraft = { age: '', year: null, plan: '' };
const YEARS = [1, 2, 3] as const;
const YEAR_LABELS = { 1: '1re année', 2: '2e année', 3: '3e année' } as const;

function validAge(text: string): number | null {
  const age = Number(text);
  return Number.isInteger(age) && age >= APPRENTICE_AGE_RANGE.min && age <= APPRENTICE_AGE_RANGE.max
    ? age
    : null;
}

/** Level 31: the apprentice's legal minimum by year of contract, from the dated figures. */
export function ApprenticePayStep({ level, step, stored }: StepProps<ApprenticePayStepDefinition>) {
  const initial = stored?.answer
    ? { ...EMPTY, ...stored.answer, age: String(stored.answer.age ?? '') }
    : undefined;
  const [draft, setDraft] = useStepDraft<PayDraft>(`${level}.${step.id}`, initial, EMPTY);
  const answer = { ...EMPTY, ...draft };
  const saving = useStepSave(level, step.id, stored);
  const figures = useFigures();
  const grid = figures.figure('apprenti-grille');
  const smic = figures.figure('smic-mensuel-brut');
  const age = validAge(answer.age);
  const problems = saving.check?.problems;

  if (figures.isPending) return <p role="status">Chargement des chiffres officiels…</p>;
  if (!grid || !smic)
    return <p role="alert">Les chiffres officiels ne sont pas disponibles. Réessaie plus tard.</p>;
  const rows =
    age === null
      ? []
      : YEARS.map((year) => ({
          year,
          ...apprenticeMonthlyPay(age, year, grid.value as ApprenticePayGrid, smic.value as number),
        }));

  return (
    <div className="flex flex-col gap-5">
      <TextField
        label="Ton âge au début du contrat"
        hint={`De ${APPRENTICE_AGE_RANGE.min} à ${APPRENTICE_AGE_RANGE.max} ans.`}
        type="number"
        inputMode="numeric"
        min={APPRENTICE_AGE_RANGE.min}
        max={APPRENTICE_AGE_RANGE.max}
        className="max-w-60"
        value={answer.age}
        error={fieldError(problems, 'age')}
        onChange={(event) => setDraft({ ...answer, age: event.target.value })}
      />
      {rows.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold">
            Ton salaire minimum, brut par mois pour 35 heures par semaine. Choisis l’année qui te concerne.
          </legend>
          {rows.map((row) => (
            <label
              key={row.year}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border-2 border-line p-3 has-[:checked]:border-brand-600"
            >
              <input
                type="radio"
                name={`${level}-${step.id}-annee`}
                className="size-5"
                checked={answer.year === row.year}
                onChange={() => setDraft({ ...answer, year: row.year })}
              />
              <span className="flex-1 font-semibold">{YEAR_LABELS[row.year]}</span>
              <span>
                {formatPercent(row.percent)} du Smic, soit{' '}
                <strong>{formatEurosCents(row.monthlyGross)}</strong>
              </span>
            </label>
          ))}
          {fieldError(problems, 'year') ? (
            <p className="text-sm font-semibold text-coral-700">{fieldError(problems, 'year')}</p>
          ) : null}
          <p className="text-sm">
            C’est le minimum de la loi : ton entreprise peut te payer plus, jamais moins.
            {age !== null && age >= 21
              ? ' À partir de 21 ans, si le salaire minimum de ta branche est plus élevé, c’est lui qui compte.'
              : ''}{' '}
            Smic mensuel brut pris en compte : {formatEurosCents(smic.value as number)}.
          </p>
          <FigureSource figures={[grid, smic]} />
        </fieldset>
      ) : null}
      <TextAreaField
        label="Ce que ce salaire changerait pour toi"
        hint="Une ou deux phrases : ton permis, tes transports, un logement, mettre de côté…"
        rows={3}
        maxLength={600}
        value={answer.plan}
        error={fieldError(problems, 'plan')}
        onChange={(event) => setDraft({ ...answer, plan: event.target.value })}
      />
      <StepCheckPanel
        check={saving.check}
        saving={saving.saving}
        error={saving.error}
        onSave={() => saving.save({ age: validAge(answer.age), year: answer.year, plan: answer.plan })}
      />
    </div>
  );
}
