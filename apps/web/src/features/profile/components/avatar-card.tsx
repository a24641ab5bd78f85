import { FEATURE_GATES, formatNumber, PROFILE_TYPE_LABELS, type Profile } from '@declic/domain';
import { Card } from '../../../components/ui/card';
import { Chip } from '../../../components/ui/chip';
import { TEXTES } from '../textes';

/** The avatar picture saved with the profile, wherever the sign-up flow put its address. */
function avatarAddress(profile: Profile): string | null {
  const fromJson = profile.avatar_json?.url;
  return profile.avatar_url ?? (typeof fromJson === 'string' ? fromJson : null);
}

/** Avatar (from level 4), level, XP and profile type. */
export function AvatarCard({ profile, level, xp }: { profile: Profile; level: number; xp: number }) {
  const unlocked = level >= FEATURE_GATES.avatar;
  const address = avatarAddress(profile);
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
  return (
    <Card className="flex flex-col items-center gap-4 self-start text-center">
      <div className="flex size-40 items-center justify-center overflow-hidden rounded-full bg-brand-50 p-4 text-ink-soft">
        {unlocked && address ? (
          <img src={address} alt={`Avatar de ${name || 'ton profil'}`} className="size-full object-cover" />
        ) : (
          <p className="font-semibold">{unlocked ? TEXTES.avatarMissing : TEXTES.avatarLocked}</p>
        )}
      </div>
      {name ? <p className="font-display text-2xl font-semibold">{name}</p> : null}
      <dl className="flex flex-wrap justify-center gap-2">
        <div>
          <dt className="sr-only">Niveau</dt>
          <dd>
            <Chip>Niveau {formatNumber(level)}</Chip>
          </dd>
        </div>
        <div>
          <dt className="sr-only">Expérience</dt>
          <dd>
            <Chip tone="sun">{formatNumber(xp)}&nbsp;XP</Chip>
          </dd>
        </div>
        <div>
          <dt className="sr-only">Type de profil</dt>
          <dd>
            <Chip tone="mint">{PROFILE_TYPE_LABELS[profile.profile_type]}</Chip>
          </dd>
        </div>
      </dl>
    </Card>
  );
}
