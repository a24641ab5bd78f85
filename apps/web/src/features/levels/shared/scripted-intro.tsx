import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { LevelStage } from './level-stage';
import { SpeechBubble } from './speech-bubble';
import { type ScriptMessage, useScriptedMessages } from './use-scripted-messages';

interface ScriptedIntroProps {
  level: number;
  title: string;
  messages: readonly ScriptMessage[];
  onDone: () => void;
  /** Label of the button on the last message ('Commençons' on level 1); Suivant before. */
  doneLabel?: string;
  aside?: ReactNode;
  asideLabel?: string;
}

/** A level's intro: the avatar types each message, Suivant finishes it then moves on. */
export function ScriptedIntro({
  level,
  title,
  messages,
  onDone,
  doneLabel = 'Suivant',
  aside,
  asideLabel,
}: ScriptedIntroProps) {
  const script = useScriptedMessages(messages, onDone);
  return (
    <LevelStage
      level={level}
      title={title}
      speaking={script.typing}
      mood={script.mood}
      bubble={<SpeechBubble text={script.text} visibleText={script.visibleText} onSkip={script.finish} />}
      aside={aside}
      asideLabel={asideLabel}
      actions={
        <>
          <span className="mr-auto text-sm text-ink-soft">
            {script.index + 1} / {messages.length}
          </span>
          <Button onClick={script.next}>
            {script.isLast && !script.typing ? doneLabel : 'Suivant'}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Button>
        </>
      }
    />
  );
}
