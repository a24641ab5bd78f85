import type { DialogueStep as DialogueStepDefinition } from '@declic/domain';
import type { StepProps } from '../step-props';

/** What the guide explains: nothing to answer, read and go on. */
export function DialogueStep({ step }: StepProps<DialogueStepDefinition>) {
  return (
    <ul className="flex flex-col gap-3 rounded-xl bg-brand-50 p-4 text-lg leading-relaxed">
      {step.lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
