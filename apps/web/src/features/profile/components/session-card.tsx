import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { signOut } from '../../../lib/auth/session';

/** Sign out here, or everywhere (a lost phone, a shared computer). Logout goes to /. */
export function SessionCard() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function leave(scope: 'local' | 'global') {
    setPending(true);
    await signOut(scope).catch(() => {});
    await navigate('/', { replace: true });
  }

  return (
    <Card>
      <h2 className="mb-2 text-2xl font-semibold">Connexion</h2>
      <p className="mb-4 text-ink-soft">Tu utilises un ordinateur partagé ou tu as perdu ton téléphone ?</p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => leave('local')} disabled={pending}>
          Se déconnecter
        </Button>
        <Button variant="ghost" onClick={() => leave('global')} disabled={pending}>
          Se déconnecter de tous les appareils
        </Button>
      </div>
    </Card>
  );
}
