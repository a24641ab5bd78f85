import { BUG_REPORT_LIMITS, type BugReportInput } from '@declic/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useSendBugReport } from '../api/send-bug-report';
import { bugReportMailto, openMailDraft } from '../mail-draft';

/** Spec section 9: the modal closes 1.2 s after 'Envoyé'. */
export const BUG_MODAL_AUTO_CLOSE_MS = 1200;

interface BugReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the mail draft goes when sending fails (from the site configuration). */
  supportEmail: string;
  /** The signed-in user's address, sent with the report. */
  email: string | null;
}

const fieldClass =
  'w-full rounded-xl border-2 border-line bg-white px-3 py-2 text-ink focus-visible:border-brand-600';

/** 'Signaler un bug' (spec section 2): sent to the API, or a mail draft when that fails. */
export function BugReportDialog({ open, onOpenChange, supportEmail, email }: BugReportDialogProps) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [draftUrl, setDraftUrl] = useState<string | null>(null);
  const send = useSendBugReport();
  const titleId = useId();
  const descriptionId = useId();

  const sent = send.isSuccess;
  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => onOpenChange(false), BUG_MODAL_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [sent, onOpenChange]);

  const { reset } = send;
  useEffect(() => {
    if (open) return;
    setTitle('');
    setDescription('');
    setDraftUrl(null);
    reset();
  }, [open, reset]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!description.trim() || send.isPending || sent) return;
    const report: BugReportInput = {
      title: title.trim(),
      description: description.trim(),
      location: window.location.href.slice(0, BUG_REPORT_LIMITS.location),
      userAgent: navigator.userAgent.slice(0, BUG_REPORT_LIMITS.userAgent),
      ...(email ? { email } : {}),
    };
    setDraftUrl(null);
    send.mutate(report, {
      onError: (error) => {
        console.error('Signalement non envoyé, ouverture d’un brouillon d’e-mail :', error);
        const url = bugReportMailto(supportEmail, report);
        setDraftUrl(url);
        openMailDraft(url);
      },
    });
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Signaler un bug"
      description="Dis-nous ce qui ne marche pas : l’équipe le lit et corrige au plus vite."
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <div className="flex flex-col gap-1">
          <label htmlFor={titleId} className="font-semibold">
            Titre <span className="font-normal text-ink-soft">(facultatif)</span>
          </label>
          <input
            id={titleId}
            value={title}
            maxLength={BUG_REPORT_LIMITS.title}
            onChange={(event) => setTitle(event.target.value)}
            className={fieldClass}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={descriptionId} className="font-semibold">
            Description
          </label>
          <textarea
            id={descriptionId}
            value={description}
            required
            aria-required="true"
            rows={5}
            maxLength={BUG_REPORT_LIMITS.description}
            onChange={(event) => setDescription(event.target.value)}
            className={fieldClass}
          />
        </div>
        {sent ? <Alert tone="success">Merci ! Ton signalement est bien arrivé.</Alert> : null}
        {draftUrl ? (
          <Alert tone="error">
            L’envoi n’a pas marché. Ta messagerie s’ouvre avec un brouillon prêt à partir.{' '}
            <a href={draftUrl} className="underline underline-offset-4">
              Ouvrir le brouillon d’e-mail
            </a>
          </Alert>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Annuler
          </Button>
          <Button type="submit" disabled={!description.trim() || send.isPending || sent}>
            {send.isPending ? 'Envoi…' : sent ? 'Envoyé' : 'Envoyer'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
