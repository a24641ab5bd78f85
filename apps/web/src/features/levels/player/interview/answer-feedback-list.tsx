import type { AnswerFeedback } from '@declic/domain';
import { CheckCircle2, Lightbulb } from 'lucide-react';

/** The feedback on one answer: what works, then what to add, each said in words. */
export function AnswerFeedbackList({ feedback, hint }: { feedback: AnswerFeedback; hint: string }) {
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-brand-50 p-3">
      <ul aria-label="Mon retour sur ta réponse" className="flex flex-col gap-1.5">
        {feedback.lines.map((line) => (
          <li key={line.text} className="flex items-start gap-2">
            {line.tone === 'bravo' ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-mint-700" />
            ) : (
              <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            )}
            <span>
              <span className="sr-only">{line.tone === 'bravo' ? 'Ce qui marche : ' : 'À ajouter : '}</span>
              {line.text}
            </span>
          </li>
        ))}
      </ul>
      {hint ? (
        <p className="text-sm text-ink-soft">
          <span className="font-semibold">Ce qu’on cherche avec cette question : </span>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
