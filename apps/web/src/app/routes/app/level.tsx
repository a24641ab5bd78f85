import {
  INITIAL_PROGRESSION,
  type LevelStatus,
  levelStatus,
  MAX_LEVEL,
  type Mission,
  missionForLevel,
} from '@declic/domain';
import { ArrowLeft, Construction, Gem, Lock } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Chip } from '../../../components/ui/chip';
import { PAID_OFFER_NOTE, STATUS_LABELS } from '../../../features/activities/textes';
import { levelScreen } from '../../../features/levels/registry';
import { LevelPending } from '../../../features/levels/shared/level-pending';
import { currentUserId } from '../../../lib/auth/current-user';
import { useProgression } from '../../../lib/progression/get-progression';
import { usePageTitle } from '../../../lib/use-page-title';

/** /app/niveau/N: the level's screen, or a clear message when it cannot be opened. */
export default function LevelPage() {
  const { n = '' } = useParams();
  const mission = /^\d{1,2}$/.test(n) ? missionForLevel(Number(n)) : undefined;
  const userId = currentUserId();
  const { data, isPending } = useProgression(userId);
  usePageTitle(mission ? `Niveau ${mission.level}` : 'Niveau introuvable');

  if (!userId) return <Navigate to="/login" replace />;
  if (!mission) {
    return (
      <LevelMessage
        title="Niveau introuvable"
        icon={<Lock aria-hidden="true" className="size-12 text-brand-700" />}
      >
        Il n’existe pas de niveau «&#x202F;{n}&#x202F;». Les niveaux vont de 1 à {MAX_LEVEL}.
      </LevelMessage>
    );
  }
  if (isPending) return <LevelPending level={mission.level} />;
  const progression = data ?? INITIAL_PROGRESSION;
  const status = levelStatus(mission.level, progression, data?.isPaid ?? false);
  return <LevelScreen mission={mission} status={status} currentLevel={progression.level} />;
}

function LevelScreen({
  mission,
  status,
  currentLevel,
}: {
  mission: Mission;
  status: LevelStatus;
  currentLevel: number;
}) {
  const title = `Niveau ${mission.level} · ${mission.title}`;
  if (status === 'paid') {
    return (
      <LevelMessage
        title={title}
        icon={<Gem aria-hidden="true" className="size-12 text-sun-500" />}
        action={<ButtonLink to="/app/offres">Voir les offres</ButtonLink>}
      >
        {PAID_OFFER_NOTE}
      </LevelMessage>
    );
  }
  if (status === 'locked') {
    return (
      <LevelMessage title={title} icon={<Lock aria-hidden="true" className="size-12 text-brand-700" />}>
        Ce niveau n’est pas encore accessible. Termine d’abord le niveau {currentLevel}, il t’attend sur la
        carte.
      </LevelMessage>
    );
  }
  const Screen = levelScreen(mission.level);
  if (Screen) {
    return (
      <Suspense fallback={<LevelPending level={mission.level} />}>
        <Screen level={mission.level} />
      </Suspense>
    );
  }
  // Levels without a screen yet say so plainly, and point to what the student can do meanwhile.
  return (
    <LevelMessage
      title={title}
      icon={<Construction aria-hidden="true" className="size-12 text-brand-700" />}
      chip={<Chip tone={status === 'done' ? 'mint' : 'brand'}>{STATUS_LABELS[status]}</Chip>}
      action={<ButtonLink to="/app/profile">Revoir ce que tu as construit</ButtonLink>}
    >
      <span className="block text-lg text-ink">{mission.description}</span>
      <span className="mt-3 block">
        Cet écran ne s’est pas chargé. Recharge la page&#x202F;; si ça recommence, signale-le à l’équipe
        depuis le menu. Ta progression est gardée.
      </span>
    </LevelMessage>
  );
}

function LevelMessage({
  title,
  icon,
  chip,
  action,
  children,
}: {
  title: string;
  icon: ReactNode;
  chip?: ReactNode;
  /** The way forward, above the way back (the offers, for a paid level). */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-16 text-center">
      {icon}
      {chip}
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="text-ink-soft">{children}</p>
      {action}
      <ButtonLink to="/app/activites" variant="secondary">
        <ArrowLeft aria-hidden="true" className="size-5" />
        Retour aux activités
      </ButtonLink>
    </div>
  );
}
