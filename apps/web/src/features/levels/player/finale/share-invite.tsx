import { Share2 } from 'lucide-react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { useCreateShareLink } from '../../../../lib/sharing/share-links';

/** Level 50: a public page of the results, only if the student wants one (revoked from the profile). */
export function ShareInvite() {
  const create = useCreateShareLink();
  const url = create.data ? `${window.location.origin}${create.data.path}` : null;
  return (
    <section
      aria-labelledby="partage-titre"
      className="flex flex-col gap-3 rounded-xl border-2 border-line p-4"
    >
      <h3 id="partage-titre" className="text-lg font-semibold">
        Montrer ton parcours, si tu veux
      </h3>
      <p>
        Un lien public montre ton prénom, ton avatar, ton profil d’orientation, tes métiers et ton image du
        niveau 4. Rien d’autre. Tu peux le supprimer quand tu veux depuis ton profil.
      </p>
      {url ? (
        <TextField
          label="Ton lien de partage"
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
        />
      ) : (
        <Button
          variant="secondary"
          className="self-start"
          disabled={create.isPending}
          onClick={() => create.mutate()}
        >
          <Share2 aria-hidden="true" className="size-4" />
          Créer mon lien de partage
        </Button>
      )}
      {create.isError ? <Alert tone="error">{create.error.message}</Alert> : null}
    </section>
  );
}
