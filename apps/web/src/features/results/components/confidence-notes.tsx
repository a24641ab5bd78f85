import type { ReadConfidence } from '@declic/domain';
import { TEXTES } from '../textes';

/** What the profile is sure of, said plainly under the chart; nothing for a clear profile. */
export function ConfidenceNotes({ confidence }: { confidence: ReadConfidence | null }) {
  if (!confidence || confidence.notes.length === 0) return null;
  return (
    <div className="max-w-3xl rounded-xl border-2 border-brand-200 bg-brand-50 px-4 py-3 text-brand-800">
      <p className="font-semibold">
        {confidence.certainty === 'a_confirmer' ? TEXTES.confidenceToConfirm : TEXTES.confidenceShaping}
      </p>
      <ul className="mt-1 list-disc pl-5">
        {confidence.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
  );
}
