import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { useVerifyPayment } from '../api/verify-payment';

/** Back from Stripe: says where the payment stands, from the server, never from the address. */
export function PaymentReturn({ sessionId, cancelled }: { sessionId: string | null; cancelled: boolean }) {
  const verify = useVerifyPayment(sessionId);
  if (cancelled)
    return <Alert tone="info">Paiement annulé : rien n’a été débité. Tu peux réessayer quand tu veux.</Alert>;
  if (!sessionId) return null;
  if (verify.isPending) return <p role="status">Vérification de ton paiement…</p>;
  if (verify.isError) return <Alert tone="error">{verify.error.message}</Alert>;
  if (verify.data.isPaid) {
    return (
      <Alert tone="success">
        <p>Merci ! Les niveaux au-delà du niveau 10 sont ouverts.</p>
        <ButtonLink to="/app/activites" className="mt-2">
          Reprendre mon parcours
        </ButtonLink>
      </Alert>
    );
  }
  return (
    <Alert tone="info">
      Ton paiement n’est pas encore confirmé. Dès que la banque le valide, l’accès s’ouvre : reviens dans un
      instant.
    </Alert>
  );
}
