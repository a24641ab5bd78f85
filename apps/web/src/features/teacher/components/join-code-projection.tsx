import { type Classroom, joinPathOf } from '@declic/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useJoinQr } from '../api/join-qr';
import { TEXTES } from '../textes';

interface ProjectionProps {
  classroom: Classroom;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The whole screen for the projector: the code as large as it fits, the address to type, and
 * the QR code that opens the student's join screen with the code filled in.
 */
export function JoinCodeProjection({ classroom, open, onOpenChange }: ProjectionProps) {
  const qr = useJoinQr(classroom.id, open ? classroom.joinCode : null);
  const code = classroom.joinCode;
  if (!code) return null;
  const address = `${window.location.host}${joinPathOf(code)}`;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white p-4 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-2xl font-semibold text-brand-900 sm:text-4xl">
              {TEXTES.projectionTitre(classroom.name)}
            </Dialog.Title>
            <Dialog.Close className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-brand-800 hover:bg-brand-50">
              <X aria-hidden="true" size={22} />
              {TEXTES.fermer}
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-lg text-ink-soft sm:text-2xl">
            {TEXTES.projectionConsigne}
          </Dialog.Description>
          <div className="flex flex-1 flex-col items-center justify-center gap-8 py-6 lg:flex-row lg:gap-16">
            <div className="flex flex-col items-center gap-6 text-center">
              <p className="font-mono text-[clamp(2.75rem,12vw,9rem)] leading-none font-bold tracking-[0.08em] text-brand-900">
                {code}
              </p>
              <p className="text-lg sm:text-2xl">
                {TEXTES.projectionAdresse}
                <br />
                <span className="font-semibold text-brand-800">
                  <BreakableAddress address={address} />
                </span>
              </p>
            </div>
            <div className="flex size-[min(80vw,24rem)] shrink-0 items-center justify-center">
              {qr.data ? (
                <img
                  src={qr.data}
                  alt={TEXTES.qrAlt(classroom.name)}
                  className="size-full [image-rendering:pixelated]"
                />
              ) : qr.isError ? (
                <p className="text-ink-soft">{TEXTES.qrErreur}</p>
              ) : (
                <p role="status" className="text-ink-soft">
                  {TEXTES.chargement}
                </p>
              )}
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A long address may wrap after a slash, never inside the code. */
function BreakableAddress({ address }: { address: string }) {
  const parts = address.split('/');
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address never move
    <span key={index}>
      {part}
      {index < parts.length - 1 ? (
        <>
          /<wbr />
        </>
      ) : null}
    </span>
  ));
}
