import {
  applyRemark,
  type PolishDocument,
  type PolishRemark,
  type PolishStep as PolishStepDefinition,
} from '@declic/domain';
import { Alert } from '../../../../components/ui/alert';
import { usePolishDocuments } from '../api/polish';
import { useStepDraft } from '../hooks/use-step-draft';
import { useStepSave } from '../hooks/use-step-save';
import { PolishRemarkItem } from '../polish/polish-remark-item';
import type { StepProps } from '../step-props';
import { StepCheckPanel } from './step-check-panel';

interface PolishDraft extends Record<string, unknown> {
  texts: Record<string, Record<string, string>>;
  kept: string[];
}

const EMPTY: PolishDraft = { texts: {}, kept: [] };

/** Level 26: every saved document reviewed at once; each fix applied or refused in one click. */
export function PolishStep({ level, step, stored }: StepProps<PolishStepDefinition>) {
  const [draft, setDraft] = useStepDraft<PolishDraft>(`${level}.${step.id}`, stored?.answer, EMPTY);
  const saving = useStepSave(level, step.id, stored);
  const documents = usePolishDocuments();
  const answer = { ...EMPTY, ...draft };
  const result = saving.check?.result as { kind?: string; remarks?: PolishRemark[] } | undefined;
  const remarks = result?.kind === 'polish' ? (result.remarks ?? []) : [];

  // Each choice is saved at once: the server reviews the corrected texts again.
  const choose = (next: PolishDraft) => {
    setDraft(next);
    saving.save(next);
  };
  const textOf = (document: PolishDocument, fieldId: string) =>
    answer.texts[document.id]?.[fieldId] ?? document.fields.find((field) => field.id === fieldId)?.text ?? '';
  const fix = (document: PolishDocument, remark: PolishRemark) =>
    choose({
      ...answer,
      texts: {
        ...answer.texts,
        [document.id]: {
          ...answer.texts[document.id],
          [remark.field]: applyRemark(textOf(document, remark.field), remark),
        },
      },
    });
  const keep = (remark: PolishRemark) =>
    choose({ ...answer, kept: [...new Set([...answer.kept, remark.key])] });

  if (documents.isPending) return <p role="status">Je rassemble tes documents…</p>;
  if (documents.isError) {
    return <Alert tone="error">{documents.error.message} Recharge la page dans un instant.</Alert>;
  }
  return (
    <div className="flex flex-col gap-5">
      {documents.data.map((document) => {
        const here = remarks.filter((remark) => remark.document === document.id);
        return (
          <section
            key={document.id}
            aria-labelledby={`finitions-${document.id}`}
            className="flex flex-col gap-2"
          >
            <h3 id={`finitions-${document.id}`} className="text-lg font-bold">
              {document.title}{' '}
              <span className="text-sm font-normal text-ink-soft">· niveau {document.source.level}</span>
            </h3>
            {!saving.check ? (
              <p className="text-ink-soft">
                {document.fields.length} texte{document.fields.length > 1 ? 's' : ''} à relire.
              </p>
            ) : here.length === 0 ? (
              <p className="font-semibold text-mint-700">Rien à redire.</p>
            ) : (
              <ul
                aria-label={`Remarques sur «\u202f${document.title}\u202f»`}
                className="flex flex-col gap-2"
              >
                {here.map((remark) => (
                  <PolishRemarkItem
                    key={remark.key + remark.field}
                    remark={remark}
                    busy={saving.saving}
                    onFix={() => fix(document, remark)}
                    onKeep={() => keep(remark)}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <StepCheckPanel
        check={saving.check}
        saving={saving.saving}
        error={saving.error}
        saveLabel="Relire tous mes documents"
        onSave={() => saving.save(answer)}
      />
    </div>
  );
}
