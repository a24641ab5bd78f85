import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import type { ReactNode } from 'react';

interface MobileDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called instead of returning focus to the toggle, e.g. after navigating to another page. */
  onCloseAutoFocus: (event: Event) => void;
  children: ReactNode;
}

/**
 * The sidebar on small screens: a modal drawer (focus kept inside, Escape and the overlay
 * close it, focus goes back to the toggle).
 */
export function MobileDrawer({ open, onOpenChange, onCloseAutoFocus, children }: MobileDrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger
        className="inline-flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50 lg:hidden"
        aria-label="Ouvrir le menu"
      >
        <Menu aria-hidden="true" className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-brand-900/50 lg:hidden" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,86vw)] flex-col overflow-y-auto bg-white shadow-xl outline-none lg:hidden"
        >
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <Dialog.Description className="sr-only">Navigation de l’espace élève</Dialog.Description>
          <Dialog.Close
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-ink-soft hover:bg-brand-50"
            aria-label="Fermer le menu"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
