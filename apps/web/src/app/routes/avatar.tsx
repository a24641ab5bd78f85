import { AVATAR_DEFAULTS, type AvatarConfig } from '@declic/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PublicLayout } from '../../components/layouts/public-layout';
import { saveAvatar } from '../../features/avatar/api/save-avatar';
import { AvatarEditor } from '../../features/avatar/components/avatar-editor';
import { readStoredAvatar } from '../../features/avatar/hooks/stored-avatar';
import { restoreSession } from '../../lib/auth/session';
import { getSavedAvatar } from '../../lib/saved-avatar';
import { usePageTitle } from '../../lib/use-page-title';

type Start = Omit<AvatarConfig, 'url' | 'provider'>;

/** /avatar: build the avatar, kept on this device, and on the account when signed in; then the questionnaire. */
export default function AvatarPage() {
  usePageTitle('Crée ton avatar');
  const navigate = useNavigate();
  const [start, setStart] = useState<{ config: Start; signedIn: boolean } | null>(null);

  useEffect(() => {
    let active = true;
    (async () => {
      const session = await restoreSession();
      const saved = session ? await getSavedAvatar().catch(() => null) : null;
      const config = readStoredAvatar() ?? saved?.avatarConfig ?? AVATAR_DEFAULTS;
      if (active) setStart({ config, signedIn: session !== null });
    })();
    return () => {
      active = false;
    };
  }, []);

  async function save(config: AvatarConfig) {
    if (start?.signedIn) {
      // The spec: a failed avatar save only warns, the student carries on.
      await saveAvatar(config).catch((error: unknown) =>
        console.warn('Avatar non enregistré sur le compte', error),
      );
    }
    navigate('/questionnaire');
  }

  return (
    <PublicLayout>
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:py-12">
        <header className="flex flex-col gap-2">
          <h1 className="text-3xl font-semibold sm:text-4xl">Crée ton avatar</h1>
          <p className="max-w-2xl text-ink-soft">
            Il t’accompagne pendant le questionnaire et dans tes niveaux. Tu pourras le changer quand tu veux.
          </p>
        </header>
        {start ? (
          <AvatarEditor initial={start.config} onSave={save} />
        ) : (
          <p role="status" className="text-ink-soft">
            Chargement de ton avatar…
          </p>
        )}
      </div>
    </PublicLayout>
  );
}
