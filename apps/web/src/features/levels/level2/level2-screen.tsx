import { LEVEL2_INTRO } from '@declic/domain';
import { CheckCircle2, Play } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useSiteConfig } from '../../../lib/site-config';
import { levelMission } from '../level-title';
import { LevelStage } from '../shared/level-stage';
import { LevelSuccessModal } from '../shared/level-success-modal';
import { ScriptedIntro } from '../shared/scripted-intro';
import { SpeechBubble } from '../shared/speech-bubble';
import { useLevelCompletion } from '../shared/use-level-completion';
import { useTypedText } from '../shared/use-typed-text';
import { LevelVideo } from './components/level-video';
import { type Level2Event, type Level2Phase, level2Reducer } from './level2-machine';
import { LEVEL2_TEXTES as T } from './textes';
import { videoSourceOf } from './video-source';

/** Level 2: six intro messages, the founder video, then done by its end or the button. */
export default function Level2Screen({ level }: { level: number }) {
  const [phase, setPhase] = useState<Level2Phase>('intro');
  const { title, xpReward } = levelMission(level);
  const { complete } = useLevelCompletion(level);

  const send = (event: Level2Event) => {
    const next = level2Reducer(phase, event);
    if (next === 'done' && phase !== 'done')
      complete({ xpReward, evidence: { stepId: 'video', answer: { done: true } } });
    setPhase(next);
  };

  if (phase === 'intro') {
    return (
      <ScriptedIntro level={level} title={title} messages={LEVEL2_INTRO} onDone={() => send('intro_done')} />
    );
  }
  return <Level2Watch level={level} title={title} phase={phase} send={send} />;
}

function Level2Watch({
  level,
  title,
  phase,
  send,
}: {
  level: number;
  title: string;
  phase: Level2Phase;
  send: (event: Level2Event) => void;
}) {
  const site = useSiteConfig();
  const typed = useTypedText(T.watchPrompt);
  const source = videoSourceOf(site.data?.level2VideoUrl, window.location.origin);
  return (
    <LevelStage
      level={level}
      title={title}
      speaking={typed.typing}
      bubble={<SpeechBubble text={T.watchPrompt} visibleText={typed.visibleText} onSkip={typed.finish} />}
      actions={
        phase === 'ready' ? (
          <Button onClick={() => send('watch')}>
            <Play aria-hidden="true" className="size-5" />
            {T.watch}
          </Button>
        ) : (
          <Button onClick={() => send('finished_clicked')} disabled={phase === 'done'}>
            <CheckCircle2 aria-hidden="true" className="size-5" />
            {T.finished}
          </Button>
        )
      }
    >
      {phase === 'ready' ? null : <LevelVideo source={source} onEnded={() => send('video_ended')} />}
      <LevelSuccessModal open={phase === 'done'} title={T.success.title} text={T.success.text} />
    </LevelStage>
  );
}
