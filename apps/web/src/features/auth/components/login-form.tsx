import { AUTH_ERROR_CODES, type ProfileType } from '@declic/domain';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiRequestError } from '../../../lib/api-client';
import { homePathOf } from '../../../lib/auth/home-path';
import { signIn } from '../../../lib/auth/session';
import { TEXTES } from '../textes';
import { CurrentPasswordField, EmailField } from './credential-fields';
import { ProfileTypeToggle } from './profile-type-toggle';
import { ResendConfirmation } from './resend-confirmation';

interface Failure {
  message: string;
  unconfirmedEmail?: string;
}

/** E-mail, password and profile type; on success, back where the visitor was going (else their home). */
export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [profileType, setProfileType] = useState<ProfileType>('student');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setFailure(null);
    try {
      const session = await signIn({ email, password, profile_type: profileType });
      const home = homePathOf(session.user);
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from?.startsWith(home) ? from : home, { replace: true });
    } catch (error) {
      const apiError = error instanceof ApiRequestError ? error : undefined;
      setFailure({
        message: apiError?.message || TEXTES.loginFailed,
        unconfirmedEmail: apiError?.code === AUTH_ERROR_CODES.emailNotConfirmed ? email : undefined,
      });
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {failure ? (
        <Alert tone="error">
          <p>{failure.message}</p>
          {failure.unconfirmedEmail ? <ResendConfirmation email={failure.unconfirmedEmail} /> : null}
        </Alert>
      ) : null}
      <EmailField name="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
      <CurrentPasswordField
        name="password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <ProfileTypeToggle value={profileType} onChange={setProfileType} />
      <Button type="submit" size="lg" disabled={pending || !email || !password}>
        {pending ? 'Connexion…' : 'Se connecter'}
      </Button>
    </form>
  );
}
