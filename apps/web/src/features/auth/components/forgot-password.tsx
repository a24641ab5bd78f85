import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/credential-fields';
import { Deferred } from '../../../components/ui/deferred';
import { TEXTES } from '../textes';

/**
 * « Mot de passe oublié ? »: a button, the form it opens (not in the page until then), and where
 * the server's answer goes (controllers/forgot-password.ts). `contents`: each is laid out as the
 * page's own item.
 */
export function ForgotPassword() {
  return (
    <div data-part="forgot-password" className="contents">
      <Button data-part="open" variant="ghost" size="sm" aria-expanded={false}>
        {TEXTES.forgotPassword}
      </Button>
      <Deferred name="forgot-password-form">
        <form noValidate className="flex flex-col gap-3 rounded-xl bg-brand-50 p-4">
          <h2 className="text-xl font-semibold">{TEXTES.forgotPassword}</h2>
          <p className="text-ink-soft">
            Indique ton adresse e-mail : on t’envoie un lien pour choisir un nouveau mot de passe.
          </p>
          <div data-slot="failure" className="empty:hidden" />
          <EmailField name="email" label="Adresse e-mail du compte" required />
          <Button type="submit" disabled>
            Recevoir le lien
          </Button>
        </form>
      </Deferred>
      <div data-slot="sent" className="empty:hidden" />
    </div>
  );
}
