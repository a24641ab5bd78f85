import {
  type AttenduCoverage,
  type ProjetFormation,
  type ProjetStep as ProjetStepDefinition,
  projetText,
} from '@declic/domain';
import { TextAreaField } from '../../../../components/ui/field';
import { useStepDraft } from '../hooks/use-step-draft';
import { useStepSave } from '../hooks/use-step-save';
import { AttendusList } from '../projet/attendus-list';
import { FormationChooser } from '../projet/formation-chooser';
import { ProjetCounter } from '../projet/projet-counter';
import type { StepProps } from '../step-props';
import { fieldError } from './rule-field';
import { StepCheckPanel } from './step-check-panel';

interface ProjetDraft extends Record<string, unknown> {
  formation: { code: string; label: string } | null;
  paragraphs: Record<string, string>;
  /** The chosen formation as the list showed it (attendus, source): kept in this browser only. */
  chosen?: ProjetFormation | null;
}

const EMPTY: ProjetDraft = { formation: null, paragraphs: {}, chosen: null };

/** Level 18: a « projet de formation motivé » for one formation, checked against its attendus. */
export function ProjetStep({ level, step, stored }: StepProps<ProjetStepDefinition>) {
  const [draft, setDraft] = useStepDraft<ProjetDraft>(`${level}.${step.id}`, stored?.answer, EMPTY);
  const saving = useStepSave(level, step.id, stored);
  const projet = { ...EMPTY, ...draft };
  // The last check knows the attendus of the saved formation, even on a device without the draft;
  // its marks hold while the formation chosen is still that one.
  const result = saving.check?.result as { kind?: string; attendus?: AttenduCoverage[] } | undefined;
  const lastCheck = result?.kind === 'attendus' ? (result.attendus ?? []) : [];
  const chosenTexts = projet.chosen?.attendus;
  const checked =
    lastCheck.length > 0 &&
    (!chosenTexts || chosenTexts.join('\n') === lastCheck.map((a) => a.text).join('\n'));
  const attendus = checked ? lastCheck : (chosenTexts ?? []).map((text) => ({ text, covered: false }));
  const length = [...projetText(step, projet)].length;

  const choose = (formation: ProjetFormation) =>
    setDraft({ ...projet, formation: { code: formation.code, label: formation.label }, chosen: formation });

  return (
    <div className="flex flex-col gap-5">
      <FormationChooser
        name={`${level}-${step.id}-formation`}
        chosen={projet.formation}
        devenir={projet.chosen?.devenir_apprentis}
        onChoose={choose}
        error={fieldError(saving.check?.problems, 'formation')}
      />
      {attendus.length > 0 ? (
        <AttendusList
          mention={projet.chosen?.mention ?? null}
          attendus={attendus}
          checked={checked}
          source={projet.chosen?.source ?? null}
        />
      ) : null}
      {step.paragraphs.map((paragraph) => (
        <TextAreaField
          key={paragraph.id}
          label={paragraph.label}
          hint={paragraph.hint}
          rows={6}
          value={projet.paragraphs[paragraph.id] ?? ''}
          error={fieldError(saving.check?.problems, paragraph.id)}
          onChange={(event) =>
            setDraft({ ...projet, paragraphs: { ...projet.paragraphs, [paragraph.id]: event.target.value } })
          }
        />
      ))}
      <ProjetCounter length={length} />
      <StepCheckPanel
        check={saving.check}
        saving={saving.saving}
        error={saving.error}
        onSave={() => saving.save({ formation: projet.formation, paragraphs: projet.paragraphs })}
      />
    </div>
  );
}
