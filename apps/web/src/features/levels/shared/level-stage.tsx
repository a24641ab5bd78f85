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
  /** Buttons or inputs under the bubble. */
  actions?: ReactNode;
  /** Content beside the dialogue on wide screens, below it on phones (jobs, a sheet, a video). */
  aside?: ReactNode;
  asideLabel?: string;
  children?: ReactNode;
}

/** The common layout of a level: heading, the talking avatar with its bubble, actions, side panel. */
export function LevelStage({
  level,
  title,
  speaking,
  mood,
  bubble,
  actions,
  aside,
  asideLabel,
  children,
}: LevelStageProps) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 lg:flex-row lg:items-start">
      <section className="flex min-w-0 flex-1 flex-col gap-5" aria-labelledby="titre-niveau">
        <header>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Niveau {level}</p>
          <h1 id="titre-niveau" className="font-display text-2xl font-semibold text-ink sm:text-3xl">
            {title}
          </h1>
        </header>
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
          <TalkingAvatar speaking={speaking} mood={mood} />
          {bubble}
        </div>
        {actions ? <div className="flex flex-wrap items-center justify-end gap-3">{actions}</div> : null}
        {children}
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
