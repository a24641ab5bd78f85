import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from '../ui/alert';

/** What a parent's page says before its content: a link without token, loading, or refused. */
export function ParentLinkState({
  token,
  query,
}: {
  token: string | null;
  query: UseQueryResult<unknown, Error>;
}) {
  if (!token) {
    return (
      <Alert tone="error">
        Ce lien est incomplet. Ouvrez-le depuis l’e-mail reçu, ou demandez à votre enfant de vous le renvoyer
        depuis Déclic.
      </Alert>
    );
  }
  if (query.isPending) return <p role="status">Chargement de la demande…</p>;
  if (query.isError) return <Alert tone="error">{query.error.message}</Alert>;
  return null;
}
