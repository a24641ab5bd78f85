import { ProductionsList } from '../../../components/productions/productions-list';
import { Alert } from '../../../components/ui/alert';
import { ClassroomCard } from '../../../features/classroom/components/classroom-card';
import { ShareImageCard } from '../../../features/levels/level4/components/share-image-card';
import { PlanCard } from '../../../features/offers/components/plan-card';
import { useMe } from '../../../features/profile/api/get-me';
import { useProfile } from '../../../features/profile/api/get-profile';
import { AvatarCard } from '../../../features/profile/components/avatar-card';
import { MyDataCard } from '../../../features/profile/components/my-data-card';
import { PersonalInfoCard } from '../../../features/profile/components/personal-info-card';
import { SessionCard } from '../../../features/profile/components/session-card';
import { TEXTES } from '../../../features/profile/textes';
import { ShareLinksCard } from '../../../features/sharing/components/share-links-card';
import { currentUserId } from '../../../lib/auth/current-user';
import { useProductions } from '../../../lib/levels/productions';
import { usePageTitle } from '../../../lib/use-page-title';

/** /app/profile. The app shell provides the page's <main>. */
export default function ProfilePage() {
  usePageTitle(TEXTES.title);
  const profile = useProfile();
  const me = useMe();
  const productions = useProductions();
  // A progression read failure falls back to level 1 without blocking (spec section 4).
  const progression = me.data?.progression ?? { level: 1, xp: 0 };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-semibold text-brand-900">{TEXTES.title}</h1>
      {profile.isPending || me.isPending ? (
        <p role="status" className="text-ink-soft">
          Chargement du profil…
        </p>
      ) : profile.isError ? (
        <Alert tone="error">{TEXTES.loadError}</Alert>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
          <AvatarCard profile={profile.data} level={progression.level} xp={progression.xp} />
          <div className="flex flex-col gap-6">
            <PersonalInfoCard profile={profile.data} />
            <PlanCard />
            <ProductionsList
              productions={productions.data?.productions}
              isPending={productions.isPending}
              isError={productions.isError}
            />
            <ShareImageCard level={progression.level} userId={currentUserId()} />
            <ShareLinksCard level={progression.level} hasAvatar={profile.data.avatar_json !== null} />
            <ClassroomCard />
            <MyDataCard />
            <SessionCard />
          </div>
        </div>
      )}
    </div>
  );
}
