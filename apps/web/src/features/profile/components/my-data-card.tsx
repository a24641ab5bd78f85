import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { clearSession } from '../../../lib/auth/session';
import { useDeleteAccount } from '../api/delete-account';
import { useDownloadDataExport } from '../api/export-data';

/** 'Mes données': the rights the legal pages promise — a copy of everything, or erasure. */
export function MyDataCard() {
  const download = useDownloadDataExport();
  const [confirming, setConfirming] = useState(false);
  return (
    <Card>
      <h2 className="mb-2 text-2xl font-semibold">Mes données</h2>
      <p className="mb-4 text-ink-soft">
        Tu peux récupérer une copie de tout ce que Déclic garde sur toi, ou supprimer ton compte pour de bon.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => download.mutate()} disabled={download.isPending}>
          {download.isPending ? 'Préparation…' : 'Télécharger mes données'}
        </Button>
        <Button variant="ghost" className="text-coral-700" onClick={() => setConfirming(true)}>
          Supprimer mon compte
        </Button>
      </div>
      {download.isError ? (
        <Alert tone="error" className="mt-4">
          {download.error.message}
        </Alert>
      ) : null}
      <DeleteAccountDialog open={confirming} onOpenChange={setConfirming} />
    </Card>
  );
}

function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();

  function submit(event: FormEvent) {
    event.preventDefault();
    remove.mutate(password, {
      onSuccess: async () => {
        clearSession();
        await navigate('/', { replace: true });
      },
    });
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Supprimer ton compte ?"
      description="Ton profil, ton avatar, tes réponses, ta progression et tes messages seront effacés. C’est définitif."
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        {remove.isError ? <Alert tone="error">{remove.error.message}</Alert> : null}
        <TextField
          label="Ton mot de passe, pour confirmer"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="flex flex-wrap gap-3">
          <Button
            type="submit"
            className="bg-coral-700 hover:bg-coral-700"
            disabled={!password || remove.isPending}
          >
            {remove.isPending ? 'Suppression…' : 'Supprimer définitivement'}
          </Button>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Annuler
          </Button>
        </div>
      </form>
    </Modal>
  );
}
