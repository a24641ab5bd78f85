import { GRANT_LINKS, type GrantStep as GrantStepDefinition, type StepCheck } from '@declic/domain';
import { TextField } from '../../../../components/ui/field';
import { useStepDraft } from '../hooks/use-step-draft';
import { useStepSave } from '../hooks/use-step-save';
import type { StepProps } from '../step-props';
import { numberText, typedNumber } from '../student-life/amounts';
import { DseDates } from '../student-life/dse-dates';
import { GrantResult } from '../student-life/grant-result';
import { StudentLinkItem } from '../student-life/student-link';
import { fieldError } from './rule-field';
import { StepCheckPanel } from './step-check-panel';

const FIELDS = [
  {
    id: 'parentsIncome',
    label: 'Revenu brut global de tes parents, en euros par an',
    hint: 'Sur leur avis d’impôt, pour les revenus de l’avant-dernière année. Demande-le-leur.',
  },
  {
    id: 'dependentSiblings',
    label: 'Frères et sœurs à la charge de tes parents',
    hint: 'Sans te compter. 0 si aucun.',
  },
  {
    id: 'siblingsInHigherEducation',
    label: 'Parmi eux, combien font des études supérieures ?',
    hint: '0 si aucun.',
  },
  {
    id: 'distanceKm',
    label: 'Distance entre chez tes parents et ton lieu d’études, en km',
    hint: 'À peu près : la ville que tu vises sur Parcoursup.',
  },
] as const;

type GrantDraft = Record<(typeof FIELDS)[number]['id'], string>;
const EMPTY: GrantDraft = {
  parentsIncome: '',
  dependentSiblings: '',
  siblingsInHigherEducation: '',
  distanceKm: '',
};

type GrantResultData = Extract<NonNullable<StepCheck['result']>, { kind: 'grant' }>;

/** Level 36: what the student knows of their family, and the échelon the server estimates. */
export function GrantStep({ level, step, stored }: StepProps<GrantStepDefinition>) {
  const initial = stored?.answer
    ? (Object.fromEntries(
        FIELDS.map((field) => [field.id, numberText(stored.answer[field.id])]),
      ) as GrantDraft)
    : undefined;
  const [draft, setDraft] = useStepDraft<GrantDraft>(`${level}.${step.id}`, initial, EMPTY);
  const saving = useStepSave(level, step.id, stored);
  const problems = saving.check?.problems;
  const result = saving.check?.result as GrantResultData | undefined;
  return (
    <div className="flex flex-col gap-5">
      {FIELDS.map((field) => (
        <TextField
          key={field.id}
          label={field.label}
          hint={field.hint}
          inputMode="decimal"
          className="max-w-sm"
          value={draft[field.id] ?? ''}
          error={fieldError(problems, field.id)}
          onChange={(event) => setDraft({ ...draft, [field.id]: event.target.value })}
        />
      ))}
      <StepCheckPanel
        check={saving.check}
        saving={saving.saving}
        error={saving.error}
        saveLabel="Estimer ma bourse"
        onSave={() =>
          saving.save(
            Object.fromEntries(FIELDS.map((field) => [field.id, typedNumber(draft[field.id] ?? '')])),
          )
        }
      >
        {result?.kind === 'grant' ? <GrantResult estimate={result.estimate} /> : null}
      </StepCheckPanel>
      <section aria-labelledby="demande-officielle" className="flex flex-col gap-2">
        <h3 id="demande-officielle" className="text-lg font-semibold">
          Vérifier et demander
        </h3>
        <ul className="flex flex-col gap-2">
          <StudentLinkItem link={GRANT_LINKS.simulateur} />
          <StudentLinkItem link={GRANT_LINKS.dse} />
        </ul>
        <h4 className="font-semibold">Le calendrier du Dossier social étudiant</h4>
        <DseDates />
      </section>
    </div>
  );
}
