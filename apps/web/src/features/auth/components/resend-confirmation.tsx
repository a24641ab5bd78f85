import { Button } from '../../../components/ui/button';
import { useResendConfirmation } from '../api/resend-confirmation';
import { TEXTES } from '../textes';

/** Offered when a sign-in is refused because the address is not confirmed yet. */
export function ResendConfirmation({ email }: { email: string }) {
  const resend = useResendConfirmation();
  if (resend.isSuccess) {
    return (
      <p role="status" className="mt-2 font-semibold">
        {resend.data.message}
      </p>
    );
  }
  return (
    <div className="mt-3">
      <Button variant="secondary" size="sm" disabled={resend.isPending} onClick={() => resend.mutate(email)}>
        {resend.isPending ? 'Envoi…' : TEXTES.resend}
      </Button>
      {resend.isError ? (
        <p role="alert" className="mt-2 text-sm">
          {resend.error.message}
        </p>
      ) : null}
    </div>
  );
}
