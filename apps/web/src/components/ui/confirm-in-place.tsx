import { type ReactNode, useState } from 'react';
import { Button } from './button';

interface ConfirmInPlaceProps {
  /** The button that asks first (« Quitter la classe », « Retirer »). */
  action: string;
  /** What the question says will happen. */
  question: ReactNode;
  confirm: string;
  keep: string;
  pending: boolean;
  onConfirm(): void;
  /** The heading of what the action acts on, so the button's purpose is read with it. */
  describedBy?: string;
}

/** A destructive action asked twice, in place: the question and its two answers replace the button. */
export function ConfirmInPlace({
  action,
  question,
  confirm,
  keep,
  pending,
  onConfirm,
  describedBy,
}: ConfirmInPlaceProps) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button
        variant="ghost"
        className="self-start"
        onClick={() => setAsking(true)}
        aria-describedby={describedBy}
      >
        {action}
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-brand-50 p-3">
      <p>{question}</p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" disabled={pending} onClick={onConfirm}>
          {confirm}
        </Button>
        <Button variant="ghost" onClick={() => setAsking(false)}>
          {keep}
        </Button>
      </div>
    </div>
  );
}
