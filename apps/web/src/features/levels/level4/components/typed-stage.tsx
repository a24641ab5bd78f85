import type { ReactNode } from 'react';
import { LevelStage } from '../../shared/level-stage';
import { SpeechBubble } from '../../shared/speech-bubble';
import type { AvatarMood } from '../../shared/talking-avatar';
import { useTypedText } from '../../shared/use-typed-text';

interface TypedStageProps {
  level: number;
  title: string;
  /** What the avatar says in this phase, typed with the shared effect. */
  text: string;
  mood?: AvatarMood;
  actions?: ReactNode;
  children?: ReactNode;
}

/** The shared stage with one typed message: the quiz, the wait, the results and the invitation. */
export function TypedStage({ level, title, text, mood, actions, children }: TypedStageProps) {
  const typed = useTypedText(text);
  return (
    <LevelStage
      level={level}
      title={title}
      speaking={typed.typing}
      mood={mood}
      bubble={<SpeechBubble text={text} visibleText={typed.visibleText} onSkip={typed.finish} />}
      actions={actions}
    >
      {children}
    </LevelStage>
  );
}
