import {
  type CvLayout,
  cvLines,
  type DocumentSection,
  type DocumentStep as DocumentStepDefinition,
  layoutCv,
  typographieFr,
} from '@declic/domain';
import { Download, Lightbulb } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/field';
import { downloadCvPdf } from '../document/cv-pdf';
import { fillEmptySections, useCvPrefill } from '../document/use-cv-prefill';
import { useStepDraft } from '../hooks/use-step-draft';
import { useStepSave } from '../hooks/use-step-save';
import type { StepProps } from '../step-props';
import { fieldError } from './rule-field';
import { StepCheckPanel } from './step-check-panel';

type Sections = Record<string, string>;

const isBlank = (value: string | undefined) => !(value ?? '').trim();

/** A document written section by section (level 15: the CV), checked by the server, exported as PDF. */
export function DocumentStep({ level, step, stored }: StepProps<DocumentStepDefinition>) {
  const empty = { sections: Object.fromEntries(step.sections.map((section) => [section.id, ''])) };
  const [draft, setDraft] = useStepDraft(`${level}.${step.id}`, stored?.answer, empty);
  const sections = draft.sections as Sections;
  const saving = useStepSave(level, step.id, stored);
  // Prefilled only when nothing was ever written here: no stored answer, no draft with text.
  const [fresh] = useState(() => !stored && step.sections.every((section) => isBlank(sections[section.id])));
  const prefill = useCvPrefill(level, step, fresh, (texts) =>
    setDraft((current) => ({ sections: fillEmptySections(current.sections as Sections, texts) })),
  );
  // Laying out a page of text takes a phone tens of milliseconds: the keystroke shows first, the
  // one-page estimate follows when the browser has a moment (docs/performance/level-player.md).
  const lines = useMemo(() => cvLines(step.sections, sections), [step.sections, sections]);
  const laidOut = useDeferredValue(lines);
  const estimate = useMemo(() => layoutCv(laidOut), [laidOut]);
  const pdf = usePdfDownload(lines);
  const tooLong = estimate.tooLong || pdf.tooLong;

  const setSection = (id: string, value: string) =>
    setDraft((current) => ({ sections: { ...(current.sections as Sections), [id]: value } }));
  const jobsHint =
    prefill.jobs.length > 0
      ? typographieFr(`Tes pistes du niveau 6 : ${prefill.jobs.join(', ')}.`)
      : undefined;

  return (
    <div className="flex flex-col gap-5">
      <DocumentTips tips={step.tips} />
      {prefill.pending ? (
        <p role="status" className="text-ink-soft">
          Je prépare ton CV avec ce que je sais déjà sur toi…
        </p>
      ) : null}
      {prefill.applied ? (
        <Alert tone="info">
          J’ai pré-rempli {prefill.applied > 1 ? `${prefill.applied} rubriques` : 'une rubrique'} avec ce que
          tu m’as déjà dit. Vérifie-les et corrige ce qui ne va pas.
        </Alert>
      ) : null}
      {step.sections.map((section) => (
        <SectionField
          key={section.id}
          section={section}
          value={sections[section.id] ?? ''}
          extraHint={section.id === 'titre' ? jobsHint : undefined}
          error={fieldError(saving.check?.problems, section.id)}
          onChange={(value) => setSection(section.id, value)}
        />
      ))}
      <StepCheckPanel
        check={saving.check}
        saving={saving.saving}
        error={saving.error}
        onSave={() => saving.save(draft)}
      />
      <div className="flex flex-col gap-3 border-t-2 border-line pt-4">
        {tooLong ? (
          <Alert tone="info">
            Ton CV dépasse une page : raccourcis les rubriques les plus longues et garde l’essentiel.
          </Alert>
        ) : null}
        <div>
          <Button variant="secondary" onClick={pdf.download} disabled={pdf.busy || lines.length === 0}>
            <Download aria-hidden="true" className="size-5" />
            {pdf.busy ? 'Création du PDF…' : 'Télécharger mon CV (PDF)'}
          </Button>
        </div>
        {pdf.error ? (
          <Alert tone="error">Le PDF n’a pas pu être créé. Vérifie ta connexion, puis réessaie.</Alert>
        ) : null}
      </div>
    </div>
  );
}

interface SectionFieldProps {
  section: DocumentSection;
  value: string;
  onChange: (value: string) => void;
  extraHint?: string;
  /** The server's message for this section, if any. */
  error?: string;
}

/** One section: its label, hint, a counter toward the limit, and the server's message. */
function SectionField({ section, value, onChange, extraHint, error }: SectionFieldProps) {
  const length = [...value].length;
  const hint = [section.hint, extraHint, `${length} / ${section.maxLength}\u00a0caractères`]
    .filter(Boolean)
    .join(' · ');
  return (
    <TextAreaField
      label={section.label}
      hint={hint}
      optional={!section.required}
      error={error}
      value={value}
      maxLength={section.maxLength}
      rows={section.maxLength > 300 ? 5 : 3}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The tips, folded so they do not push the form down. */
function DocumentTips({ tips }: { tips: string[] }) {
  if (tips.length === 0) return null;
  return (
    <details className="rounded-xl border-2 border-line bg-white px-4 py-3">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-brand-800">
        <Lightbulb aria-hidden="true" className="size-5" />
        {tips.length} conseils pour un premier CV sans expérience
      </summary>
      <ul className="mt-2 flex list-disc flex-col gap-2 pl-5 text-ink">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </details>
  );
}

/** The PDF download: jsPDF is fetched on the first click; the exact layout says if it overflows. */
function usePdfDownload(lines: ReturnType<typeof cvLines>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);
  const [exported, setExported] = useState<{ lines: typeof lines; layout: CvLayout } | null>(null);
  const download = async () => {
    setBusy(true);
    setError(false);
    try {
      setExported({ lines, layout: await downloadCvPdf(lines) });
    } catch {
      setError(true);
    } finally {
      setBusy(false);
    }
  };
  return {
    busy,
    error,
    download: () => void download(),
    /** The last PDF of these very lines ran over one page. */
    tooLong: exported?.lines === lines && exported.layout.tooLong,
  };
}
