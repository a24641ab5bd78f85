import { PartyPopper } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

interface LevelSuccessModalProps {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  /** e.g. 'Niveau 2 réussi !' */
  title: string;
  text?: ReactNode;
  /** Extra buttons; the way back to the activities is always there. */
  actions?: ReactNode;
}

/** The end of a level: a dialog that takes the focus, with the way back to the map. */
export function LevelSuccessModal({ open, onOpenChange, title, text, actions }: LevelSuccessModalProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange ?? (() => undefined)} title={title}>
      <div className="flex flex-col gap-5">
        {/* An icon rather than an emoji: not every device has an emoji font. */}
        <PartyPopper aria-hidden="true" className="size-14 text-sun-500" />
        {text ? <div className="text-ink-soft">{text}</div> : null}
        <div className="flex flex-wrap justify-end gap-3">
          {actions}
          <ButtonLink to="/app/activites">Retour aux activités</ButtonLink>
        </div>
      </div>
    </Modal>
  );
}
