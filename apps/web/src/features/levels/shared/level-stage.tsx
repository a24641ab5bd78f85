import type { ReactNode } from 'react';
import { type AvatarMood, TalkingAvatar } from './talking-avatar';

interface LevelStageProps {
  level: number;
  title: string;
  /** True while the bubble is typing: the avatar's mouth moves. */
  speaking: boolean;
  mood?: AvatarMood;
  /** The speech bubble (usually a SpeechBubble). */
  bubble: ReactNode;
  /** Where the student is in the level (« Étape 2 / 5 »), under the title. */
  progress?: ReactNode;
  /** Buttons or inputs that act on what is above them: they come after the content. */
  actions?: ReactNode;
  /** Content beside the dialogue on wide screens, below it on phones (jobs, a sheet, a video). */
  aside?: ReactNode;
  asideLabel?: string;
  children?: ReactNode;
}

/** The page frame and main column of a level screen (also its loading state: level-pending.tsx). */
export const LEVEL_FRAME =
  'mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 lg:flex-row lg:items-start';
export const LEVEL_MAIN = 'flex min-w-0 flex-1 flex-col gap-5';

/** « Niveau 6 » over the level's title, then where the student is in it. */
export function LevelHeader({
  level,
  title,
  progress,
}: {
  level: number;
  title: string;
  progress?: ReactNode;
}) {
  return (
    <header>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Niveau {level}</p>
      <h1 id="titre-niveau" className="font-display text-2xl font-semibold text-ink sm:text-3xl">
        {title}
      </h1>
      {progress ? <p className="mt-1 text-sm text-ink-soft">{progress}</p> : null}
    </header>
  );
}

/**
 * The common layout of a level: heading, the talking avatar with its bubble, the content, then its
 * actions, and a side panel. On a phone the avatar and its bubble share one row that never takes
 * more than a fifth of the screen's height, and the actions follow the content the student reads
 * first, where the thumb ends up (docs/decisions.md, « Lecteur de niveaux au pouce »).
 */
export function LevelStage({
  level,
  title,
  speaking,
  mood,
  bubble,
  progress,
  actions,
  aside,
  asideLabel,
  children,
}: LevelStageProps) {
  return (
    <div className={LEVEL_FRAME}>
      <section className={LEVEL_MAIN} aria-labelledby="titre-niveau">
        <LevelHeader level={level} title={title} progress={progress} />
        <div data-testid="guide" className="flex items-start gap-3 sm:gap-4">
          <TalkingAvatar speaking={speaking} mood={mood} />
          {bubble}
        </div>
        {children}
        {actions ? <div className="flex flex-wrap items-center justify-end gap-3">{actions}</div> : null}
      </section>
      {aside ? (
        <aside
          aria-label={asideLabel}
          className="w-full rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm lg:sticky lg:top-4 lg:w-[26rem]"
        >
          {aside}
        </aside>
      ) : null}
    </div>
  );
}
