import { FREE_LEVEL_LIMIT, formatNumber, MAX_LEVEL, type Progression, xpIntoLevel } from '@declic/domain';
import { XpBar } from './xp-bar';

interface ProgressSummaryProps {
  /** Already capped for display (displayedProgress). */
  shown: { level: number; xp: number };
  progression: Progression;
  isPaid: boolean;
  compact?: boolean;
}

/** "Niveau 3 · 250 XP" with the bar to the next level; used by the sidebar and the map. */
export function ProgressSummary({ shown, progression, isPaid, compact = false }: ProgressSummaryProps) {
  const into = xpIntoLevel(shown);
  const atPaidGate = !isPaid && shown.level === FREE_LEVEL_LIMIT && progression.level >= FREE_LEVEL_LIMIT;
  const next =
    shown.level >= MAX_LEVEL
      ? 'Niveau maximum atteint'
      : atPaidGate
        ? `Le niveau ${FREE_LEVEL_LIMIT + 1} arrive avec l’offre payante`
        : `${into}\u00A0XP sur 100 vers le niveau ${shown.level + 1}`;
  return (
    <div className={compact ? 'flex flex-col gap-1.5' : 'flex flex-col gap-2'}>
      <p
        className={
          compact ? 'flex items-baseline justify-between text-sm' : 'flex items-baseline justify-between'
        }
      >
        <span
          className={
            compact ? 'font-bold text-brand-800' : 'font-display text-2xl font-semibold text-brand-800'
          }
        >
          Niveau {shown.level}
        </span>
        <span className="text-ink-soft">{formatNumber(shown.xp)}&nbsp;XP</span>
      </p>
      <XpBar
        value={into}
        label={`Progression vers le niveau ${Math.min(shown.level + 1, MAX_LEVEL)}`}
        size={compact ? 'sm' : 'md'}
      />
      <p className={compact ? 'text-xs text-ink-soft' : 'text-sm text-ink-soft'}>{next}</p>
    </div>
  );
}
