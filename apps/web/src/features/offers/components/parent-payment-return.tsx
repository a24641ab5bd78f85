import { Alert } from '../../../components/ui/alert';
import { useParentVerify } from '../api/parent-offer';

interface ParentPaymentReturnProps {
  token: string | null;
  sessionId: string | null;
  cancelled: boolean;
}

/** The parent back from Stripe: where the payment stands, asked to the server. */
export function ParentPaymentReturn({ token, sessionId, cancelled }: ParentPaymentReturnProps) {
  const verify = useParentVerify(token, sessionId);
  if (cancelled) {
    return (
      <Alert tone="info">
        Paiement annulé&#8239;: rien n’a été débité. Vous pouvez changer d’avis quand vous voulez.
      </Alert>
    );
  }
  if (!sessionId || !token) return null;
  if (verify.isPending) return <p role="status">Vérification du paiement…</p>;
  if (verify.isError) return <Alert tone="error">{verify.error.message}</Alert>;
  if (verify.data.isPaid) {
    return (
      <Alert tone="success">
        Merci&#8239;! Le paiement est confirmé&#8239;: {verify.data.studentFirstName} a maintenant accès aux
        niveaux 11 à 50.
      </Alert>
    );
  }
  return (
    <Alert tone="info">
      Le paiement n’est pas encore confirmé par la banque. L’accès de {verify.data.studentFirstName} s’ouvrira
      tout seul dès que ce sera fait.
    </Alert>
  );
}
