import {
  HOUSING_LABELS,
  HOUSING_LINKS,
  HOUSING_TYPES,
  type HousingStep as HousingStepDefinition,
  type HousingType,
  type StepCheck,
} from '@declic/domain';
import { Button } from '../../../../components/ui/button';
import { TextAreaField, TextField } from '../../../../components/ui/field';
import { useStepDraft } from '../hooks/use-step-draft';
import { useStepSave } from '../hooks/use-step-save';
import type { StepProps } from '../step-props';
import { numberText, typedNumber } from '../student-life/amounts';
import { CommunePicker, type PickedCommune } from '../student-life/commune-picker';
import { HousingRows } from '../student-life/housing-rows';
import { StudentLinkItem } from '../student-life/student-link';
import { fieldError } from './rule-field';
import { StepCheckPanel } from './step-check-panel';

interface OptionDraft {
  rent: string;
  deposit: string;
}

interface HousingDraft extends Record<string, unknown> {
  commune: PickedCommune | null;
  age: string;
  boursier: boolean | null;
  options: Record<HousingType, OptionDraft>;
  withFamily: boolean;
  choice: HousingType | null;
  why: string;
}

const NO_OPTION: OptionDraft = { rent: '', deposit: '' };
const EMPTY: HousingDraft = {
  commune: null,
  age: '',
  boursier: null,
  options: { crous: NO_OPTION, colocation: NO_OPTION, studio: NO_OPTION, famille: NO_OPTION },
  withFamily: false,
  choice: null,
  why: '',
};
const RENTED = HOUSING_TYPES.filter((type) => type !== 'famille');
const WHERE_TO_LOOK = {
  crous: HOUSING_LINKS.crous,
  colocation: HOUSING_LINKS.colocation,
  studio: HOUSING_LINKS.studio,
};

type HousingResult = Extract<NonNullable<StepCheck['result']>, { kind: 'housing' }>;

function fromStored(answer: Record<string, unknown>): HousingDraft {
  const options = (answer.options ?? []) as {
    type: HousingType;
    rent: number | null;
    deposit: number | null;
  }[];
  const byType = Object.fromEntries(options.map((option) => [option.type, option]));
  return {
    ...EMPTY,
    commune: (answer.commune as PickedCommune | null) ?? null,
    age: numberText(answer.age),
    boursier: (answer.boursier as boolean | null) ?? null,
    options: Object.fromEntries(
      HOUSING_TYPES.map((type) => [
        type,
        { rent: numberText(byType[type]?.rent), deposit: numberText(byType[type]?.deposit) },
      ]),
    ) as HousingDraft['options'],
    withFamily: Boolean(byType.famille),
    choice: (answer.choice as HousingType | null) ?? null,
    why: (answer.why as string) ?? '',
  };
}

function toAnswer(draft: HousingDraft) {
  const options = RENTED.filter((type) => draft.options[type].rent.trim() !== '').map((type) => ({
    type,
    rent: typedNumber(draft.options[type].rent),
    deposit: typedNumber(draft.options[type].deposit),
  }));
  return {
    commune: draft.commune,
    age: typedNumber(draft.age),
    boursier: draft.boursier,
    options: draft.withFamily ? [...options, { type: 'famille', rent: null, deposit: null }] : options,
    choice: draft.choice,
    why: draft.why,
  };
}

/** Level 37: the study city, rents found, the server's housing aid and Visale, then the choice. */
export function HousingStep({ level, step, stored }: StepProps<HousingStepDefinition>) {
  const [draft, setDraft] = useStepDraft<HousingDraft>(
    `${level}.${step.id}`,
    stored?.answer ? fromStored(stored.answer) : undefined,
    EMPTY,
  );
  const answer = { ...EMPTY, ...draft };
  const saving = useStepSave(level, step.id, stored);
  const problems = saving.check?.problems;
  const result = saving.check?.result as HousingResult | undefined;
  const setOption = (type: HousingType, changes: Partial<OptionDraft>) =>
    setDraft({ ...answer, options: { ...answer.options, [type]: { ...answer.options[type], ...changes } } });
  const save = () => saving.save(toAnswer(answer));
  const compared = result?.kind === 'housing' ? result.rows.map((row) => row.type) : [];

  return (
    <div className="flex flex-col gap-5">
      <CommunePicker
        value={answer.commune}
        error={fieldError(problems, 'commune')}
        onChange={(commune) => setDraft({ ...answer, commune })}
      />
      <TextField
        label="Ton âge à la rentrée"
        inputMode="numeric"
        className="max-w-40"
        value={answer.age}
        error={fieldError(problems, 'age')}
        onChange={(event) => setDraft({ ...answer, age: event.target.value })}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="font-semibold">Auras-tu une bourse ?</legend>
        <p className="text-sm text-ink-soft">Reprends ton estimation du niveau 36.</p>
        {[
          { value: true, label: 'Oui, je serai boursier' },
          { value: false, label: 'Non, ou je ne sais pas' },
        ].map((option) => (
          <label key={option.label} className="flex min-h-11 cursor-pointer items-center gap-3">
            <input
              type="radio"
              name={`${level}-${step.id}-bourse`}
              className="size-5"
              checked={answer.boursier === option.value}
              onChange={() => setDraft({ ...answer, boursier: option.value })}
            />
            {option.label}
          </label>
        ))}
        {fieldError(problems, 'boursier') ? (
          <p className="text-sm font-semibold text-coral-700">{fieldError(problems, 'boursier')}</p>
        ) : null}
      </fieldset>

      <section aria-labelledby="loyers-trouves" className="flex flex-col gap-3">
        <h3 id="loyers-trouves" className="text-lg font-semibold">
          Les loyers que tu as trouvés
        </h3>
        <p className="text-sm">
          Par mois, sans les charges. Laisse vide une solution que tu ne compares pas.
        </p>
        {RENTED.map((type) => (
          <fieldset key={type} className="flex flex-col gap-3 rounded-2xl border-2 border-line p-4">
            <legend className="px-1 font-semibold">{HOUSING_LABELS[type]}</legend>
            <ul>
              <StudentLinkItem link={WHERE_TO_LOOK[type]} />
            </ul>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label="Loyer par mois, en euros"
                inputMode="decimal"
                value={answer.options[type].rent}
                onChange={(event) => setOption(type, { rent: event.target.value })}
              />
              <TextField
                label="Dépôt de garantie, en euros"
                hint="Demandé à la signature."
                inputMode="decimal"
                value={answer.options[type].deposit}
                onChange={(event) => setOption(type, { deposit: event.target.value })}
              />
            </div>
          </fieldset>
        ))}
        <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl border-2 border-line px-4">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={answer.withFamily}
            onChange={(event) => setDraft({ ...answer, withFamily: event.target.checked })}
          />
          Je compare aussi : rester chez ma famille
        </label>
        {fieldError(problems, 'options') ? (
          <p className="text-sm font-semibold text-coral-700">{fieldError(problems, 'options')}</p>
        ) : null}
        <ul className="flex flex-col gap-2">
          <StudentLinkItem link={HOUSING_LINKS.caf} />
          <StudentLinkItem link={HOUSING_LINKS.visale} />
        </ul>
        <div>
          <Button variant="secondary" onClick={save} disabled={saving.saving}>
            Calculer l’aide au logement
          </Button>
        </div>
      </section>

      {result?.kind === 'housing' ? <HousingRows commune={result.commune.label} rows={result.rows} /> : null}

      {compared.length > 0 ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="font-semibold">Ton choix</legend>
          {compared.map((type) => (
            <label key={type} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="radio"
                name={`${level}-${step.id}-choix`}
                className="size-5"
                checked={answer.choice === type}
                onChange={() => setDraft({ ...answer, choice: type })}
              />
              {HOUSING_LABELS[type]}
            </label>
          ))}
          {fieldError(problems, 'choice') ? (
            <p className="text-sm font-semibold text-coral-700">{fieldError(problems, 'choice')}</p>
          ) : null}
        </fieldset>
      ) : null}
      <TextAreaField
        label="Pourquoi ce choix ?"
        hint="Le prix, le trajet, le calme pour réviser, l’indépendance…"
        rows={3}
        maxLength={600}
        value={answer.why}
        error={fieldError(problems, 'why')}
        onChange={(event) => setDraft({ ...answer, why: event.target.value })}
      />
      <StepCheckPanel
        check={saving.check}
        saving={saving.saving}
        error={saving.error}
        saveLabel="Enregistrer mon choix"
        onSave={save}
      />
    </div>
  );
}
