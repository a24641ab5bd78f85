import { type LevelStatus, type Mission, typographieFr, xpIntoLevel } from '@declic/domain';
import { Check, Gem, Lock, Play } from 'lucide-react';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { STATUS_LABELS } from '../textes';
import { XpBar } from './xp-bar';

const TONES: Record<LevelStatus, { tile: string; badge: string; chip: string }> = {
  done: {
    tile: 'border-mint-500 bg-mint-100/40',
    badge: 'bg-mint-700 text-white',
    chip: 'bg-mint-100 text-mint-700',
  },
  current: {
    tile: 'border-brand-600 bg-brand-50 ring-4 ring-brand-200',
    badge: 'bg-brand-700 text-white',
    chip: 'bg-brand-700 text-white',
  },
  available: {
    tile: 'border-brand-200 bg-white',
    badge: 'bg-brand-100 text-brand-800',
    chip: 'bg-brand-100 text-brand-800',
  },
  locked: { tile: 'border-line bg-surface', badge: 'bg-line text-ink-soft', chip: 'bg-line text-ink' },
  // Quiet on purpose: 40 levels behind the paid gate must not shout louder than the current one.
  paid: {
    tile: 'border-line bg-white',
    badge: 'bg-sun-100 text-brand-900',
    chip: 'bg-sun-100 text-brand-900',
  },
};

const ICONS = { done: Check, current: Play, available: null, locked: Lock, paid: Gem } as const;

interface LevelCardProps {
  mission: Mission;
  status: LevelStatus;
  /** The displayed progression, for the XP bar of the current level. */
  shown: { level: number; xp: number };
  /** What the level produced, in a few words (« 3 métiers », « CV prêt »); shown once it is done. */
  produced?: string;
  /** The theme chosen at level 30 this level belongs to, when it does. */
  suggestedTheme?: string;
  /** « Pour le 12 déc. — Terminale B »: a class asks for this level by a date. */
  assignedBy?: readonly string[];
}

/** One level of the journey: its number, mission and state; the open ones lead to /app/niveau/N. */
export function LevelCard({
  mission,
  status,
  shown,
  produced,
  suggestedTheme,
  assignedBy = [],
}: LevelCardProps) {
  const tone = TONES[status];
  const Icon = ICONS[status];
  const openable = status === 'done' || status === 'current' || status === 'available';
  const body = (
    <>
      <span className="flex items-center justify-between gap-2">
        <span
          className={cx(
            'inline-flex size-10 items-center justify-center rounded-full font-display text-lg font-bold',
            tone.badge,
          )}
        >
          {Icon ? <Icon aria-hidden="true" className="size-5" /> : mission.level}
        </span>
        <span className={cx('rounded-full px-2.5 py-0.5 text-xs font-bold', tone.chip)}>
          {STATUS_LABELS[status]}
        </span>
      </span>
      <span className="flex flex-col gap-0.5">
        <span className="text-sm font-bold text-ink-soft">Niveau {mission.level}</span>
        <span className="font-display text-lg leading-tight font-semibold text-ink">{mission.title}</span>
      </span>
      {/* On a phone, only the levels one can open say more than their title. */}
      <span className={cx('text-sm text-ink-soft', !openable && 'hidden sm:block')}>
        {mission.description}
      </span>
      {status === 'done' && produced ? (
        <span className="text-sm font-semibold text-mint-700">{typographieFr(`Réalisé : ${produced}`)}</span>
      ) : null}
      {suggestedTheme && status !== 'done' ? (
        <span className="self-start rounded-full bg-sun-100 px-2.5 py-0.5 text-xs font-bold text-brand-900">
          Conseillé pour toi · {suggestedTheme}
        </span>
      ) : null}
      {assignedBy.map((badge) => (
        <span
          key={badge}
          className="self-start rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-bold text-brand-900"
        >
          {badge}
        </span>
      ))}
      {status === 'current' ? (
        <XpBar value={xpIntoLevel(shown)} label={`XP du niveau ${mission.level}`} size="sm" />
      ) : null}
    </>
  );
  const classes = cx('flex h-full flex-col gap-2 rounded-2xl border-2 p-3', tone.tile);
  return openable ? (
    <Link
      to={`/app/niveau/${mission.level}`}
      className={cx(classes, 'transition-transform hover:-translate-y-0.5 hover:shadow-[var(--shadow-card)]')}
      aria-current={status === 'current' ? 'step' : undefined}
    >
      {body}
    </Link>
  ) : (
    <div className={cx(classes, status === 'locked' && 'opacity-80')}>{body}</div>
  );
}
