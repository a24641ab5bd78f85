import type { AdminUser } from '@declic/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useAccountRequests } from '../api/staff';

/** Offers the export as a JSON file, like « Mes données » does for its owner. */
function download(data: unknown, name: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * What a person may ask the team by e-mail or letter: a copy of their data, the erasure of their
 * account, the confirmation link again. The reason typed above goes to the journal each time.
 */
export function AccountRequests({
  account,
  reason,
  onMissingReason,
  onDeleted,
}: {
  account: AdminUser;
  reason: string;
  onMissingReason: () => void;
  onDeleted: () => void;
}) {
  const { exportData, remove, resend } = useAccountRequests();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const withReason = (action: (body: { id: string; reason: string }) => void) => () => {
    if (!reason.trim()) return onMissingReason();
    action({ id: account.id, reason: reason.trim() });
  };
  const failed = exportData.error ?? remove.error ?? resend.error;
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-3">
      <h3 className="font-semibold">Demandes de la personne</h3>
      <div className="flex flex-wrap gap-3">
        {account.emailConfirmed ? null : (
          <Button
            variant="secondary"
            disabled={resend.isPending}
            onClick={withReason((body) => resend.mutate(body))}
          >
            Renvoyer l’e-mail de confirmation
          </Button>
        )}
        <Button
          variant="secondary"
          disabled={exportData.isPending}
          onClick={withReason((body) =>
            exportData.mutate(body, {
              onSuccess: (data) => download(data, `declic-donnees-${account.id}.json`),
            }),
          )}
        >
          Exporter ses données
        </Button>
        {confirmDelete ? (
          <>
            <Button
              disabled={remove.isPending}
              onClick={withReason((body) => remove.mutate(body, { onSuccess: onDeleted }))}
            >
              Oui, supprimer définitivement {account.email}
            </Button>
            <Button variant="ghost" onClick={() => setConfirmDelete(false)}>
              Garder le compte
            </Button>
          </>
        ) : (
          <Button variant="ghost" onClick={() => setConfirmDelete(true)}>
            Supprimer le compte
          </Button>
        )}
      </div>
      {failed ? <Alert tone="error">{failed.message}</Alert> : null}
      {resend.isSuccess ? <p role="status">{resend.data.message}</p> : null}
      {exportData.isSuccess ? <p role="status">Export téléchargé, et noté au journal.</p> : null}
    </div>
  );
}
