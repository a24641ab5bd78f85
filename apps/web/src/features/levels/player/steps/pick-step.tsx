import type { PickCatalogue, PickStep as PickStepDefinition } from '@declic/domain';
import { Trash2 } from 'lucide-react';
import type { ComponentType } from 'react';
import { Button } from '../../../../components/ui/button';
import { useStepDraft } from '../hooks/use-step-draft';
import { useStepSave } from '../hooks/use-step-save';

import type { ChooserProps } from '../pick/chooser-props';
import { EntrepriseChooser } from '../pick/entreprise-chooser';
import { FormationChooser } from '../pick/formation-chooser';
import { MetierChooser } from '../pick/metier-chooser';
import { MetierSheetDetails } from '../pick/metier-sheet-details';
import { AlternanceChooser, JobsChooser } from '../pick/nearby-offres-chooser';
import type { PickOption } from '../pick/pick-option';
import { VideoChooser } from '../pick/video-chooser';
import type { StepProps } from '../step-props';
import { fieldError, RuleField } from './rule-field';
import { StepCheckPanel } from './step-check-panel';

interface Picked {
  code: string;
  label: string;
  notes: Record<string, string>;
}

/** How each catalogue is browsed; one chooser component per catalogue. */
const CHOOSERS: Partial<Record<PickCatalogue, ComponentType<ChooserProps>>> = {
  metiers: MetierChooser,
  videos: VideoChooser,
  entreprises: EntrepriseChooser,
  alternance: AlternanceChooser,
  formations: FormationChooser,
  jobs: JobsChooser,
};

/** Items chosen in a real catalogue, each with the student's notes. */
export function PickStep({ level, step, stored }: StepProps<PickStepDefinition>) {
  const [draft, setDraft] = useStepDraft(`${level}.${step.id}`, stored?.answer, { items: [] as Picked[] });
  const items = draft.items as Picked[];
  const saving = useStepSave(level, step.id, stored);
  const Chooser = CHOOSERS[step.catalogue];
  const emptyNotes = Object.fromEntries(step.notes.map((note) => [note.id, '']));
  const choose = (option: PickOption) =>
    setDraft({ items: [...items, { code: option.code, label: option.label, notes: emptyNotes }] });
  const update = (code: string, change: (item: Picked) => Picked) =>
    setDraft({ items: items.map((item) => (item.code === code ? change(item) : item)) });
  return (
    <div className="flex flex-col gap-5">
      <p className="font-semibold" aria-live="polite">
        {items.length} / {step.max} choisi{items.length > 1 ? 's' : ''}
      </p>
      {Chooser ? (
        <Chooser
          chosen={new Set(items.map((item) => item.code))}
          full={items.length >= step.max}
          onChoose={choose}
        />
      ) : null}
      <ol className="flex flex-col gap-4">
        {items.map((item) => (
          <li key={item.code} className="flex flex-col gap-3 rounded-xl border-2 border-brand-100 p-4">
            <div className="flex items-center justify-between gap-3">
              <h3 className="font-display text-lg font-semibold">{item.label}</h3>
              <Button
                variant="ghost"
                aria-label={`Retirer ${item.label}`}
                onClick={() => setDraft({ items: items.filter((other) => other.code !== item.code) })}
              >
                <Trash2 aria-hidden="true" className="size-5" />
              </Button>
            </div>
            {step.catalogue === 'metiers' ? <MetierSheetDetails code={item.code} label={item.label} /> : null}
            {step.notes.map((note) => (
              <RuleField
                key={note.id}
                rule={{ ...note, label: `${note.label} — ${item.label}` }}
                value={item.notes[note.id] ?? ''}
                error={fieldError(saving.check?.problems, `${item.code}.${note.id}`)}
                onChange={(value) =>
                  update(item.code, (it) => ({ ...it, notes: { ...it.notes, [note.id]: value } }))
                }
              />
            ))}
          </li>
        ))}
      </ol>
      <StepCheckPanel
        check={saving.check}
        saving={saving.saving}
        error={saving.error}
        onSave={() => saving.save(draft)}
      />
    </div>
  );
}
