import type { CvRemark, ReviewStep as ReviewStepDefinition } from '@declic/domain';
import { useEffect } from 'react';
import { Button } from '../../../../components/ui/button';
import { Chip } from '../../../../components/ui/chip';
import { TextAreaField } from '../../../../components/ui/field';
import { useLevelSteps } from '../api/level-steps';
import { useStepDraft } from '../hooks/use-step-draft';
import { useStepSave } from '../hooks/use-step-save';
import type { StepProps } from '../step-props';
import { StepCheckPanel } from './step-check-panel';

interface ReviewDraft extends Record<string, unknown> {
  sections: Record<string, string>;
  accepted: string[];
}

const KIND_LABELS: Record<CvRemark['kind'], string> = {
  orthographe: 'Orthographe',
  typographie: 'Typographie',
  longueur: 'Longueur',
  rubrique: 'Rubrique',
  flou: 'Mot vide',
};

/** An earlier document (level 15's CV) reviewed by the server; corrected here until nothing blocks. */
export function ReviewStep({ level, step, stored }: StepProps<ReviewStepDefinition>) {
  const [draft, setDraft] = useStepDraft<ReviewDraft>(`${level}.${step.id}`, stored?.answer, {
    sections: {},
    accepted: [],
  });
  const saving = useStepSave(level, step.id, stored);
  const source = useLevelSteps(step.source.level);
  const sourceSections = source.data?.steps.find((s) => s.stepId === step.source.step)?.answer.sections as
    | Record<string, string>
    | undefined;
  const empty = Object.keys(draft.sections).length === 0;
  // Until the effect below keeps it, the source's text is what the fields show: no empty flash.
  const shown = empty && sourceSections ? { ...draft, sections: sourceSections } : draft;

  // The document as it was written at its own level, the first time this step opens.
  useEffect(() => {
    if (empty && sourceSections) setDraft((current) => ({ ...current, sections: { ...sourceSections } }));
  }, [empty, sourceSections, setDraft]);

  // The stored check keeps the server's result as it came (a review's remarks).
  const result = saving.check?.result as { kind?: string; remarks?: CvRemark[] } | undefined;
  const remarks = result?.kind === 'review' ? (result.remarks ?? []) : [];
  const setSection = (id: string, value: string) =>
    setDraft((current) => ({ ...current, sections: { ...current.sections, [id]: value } }));
  // « It is well written »: the word is remembered for this CV and the review runs again.
  const accept = (word: string) => {
    const next = { ...shown, accepted: [...new Set([...shown.accepted, word])] };
    setDraft(next);
    saving.save(next);
  };

  if (source.isPending && empty)
    return <p role="status">Je retrouve ton CV du niveau {step.source.level}…</p>;
  if (empty && !sourceSections) {
    return (
      <p role="alert">
        Je ne trouve pas ton CV du niveau {step.source.level}. Termine d’abord ce niveau, puis reviens ici.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      {step.sections.map((section) => {
        const here = remarks.filter((remark) => remark.section === section.id);
        return (
          <div key={section.id} className="flex flex-col gap-2">
            <TextAreaField
              label={section.label}
              rows={3}
              maxLength={section.maxLength}
              value={shown.sections[section.id] ?? ''}
              error={here.find((remark) => remark.blocking)?.message}
              onChange={(event) => setSection(section.id, event.target.value)}
            />
            {here.length > 0 ? (
              <ul aria-label={`Remarques sur «\u202f${section.label}\u202f»`} className="flex flex-col gap-2">
                {here.map((remark) => (
                  <RemarkItem key={`${remark.kind}-${remark.message}`} remark={remark} onAccept={accept} />
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
      <StepCheckPanel
        check={saving.check}
        saving={saving.saving}
        error={saving.error}
        saveLabel="Relire mon CV"
        onSave={() => saving.save(shown)}
      />
    </div>
  );
}

function RemarkItem({ remark, onAccept }: { remark: CvRemark; onAccept: (word: string) => void }) {
  return (
    <li className="flex flex-wrap items-center gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm">
      <Chip tone={remark.blocking ? 'coral' : 'neutral'}>
        {KIND_LABELS[remark.kind]}
        {remark.blocking ? ' · à corriger' : ' · conseil'}
      </Chip>
      {/* A blocking remark is already the field's error message: said once. */}
      {remark.blocking ? null : <span>{remark.message}</span>}
      {remark.kind === 'typographie' && remark.suggestions?.[0] ? (
        <span className="text-ink-soft">Proposition&#8239;: {remark.suggestions[0]}</span>
      ) : null}
      {remark.kind === 'orthographe' && remark.excerpt ? (
        <Button size="sm" variant="ghost" onClick={() => onAccept(remark.excerpt as string)}>
          «&#8239;{remark.excerpt}&#8239;» est bien écrit
        </Button>
      ) : null}
    </li>
  );
}
