import { LEVEL2_INTRO, missionForLevel } from '@declic/domain';
import { CheckCircle2, Play } from 'lucide-react';
import { useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useSiteConfig } from '../../../lib/site-config';
import { LevelStage, LevelSuccessModal, ScriptedMessages, useLevelCompletion } from '../shared';
import { LevelVideo } from './components/level-video';
import { type Level2Event, type Level2Phase, level2Reducer } from './level2-machine';
import { LEVEL2_TEXTES as T } from './textes';
import { videoSourceOf } from './video-source';

/** Level 2: six intro messages, the founder video, then done by its end or the button. */
export default function Level2Screen({ level }: { level: number }) {
  const [phase, setPhase] = useState<Level2Phase>('intro');
  const site = useSiteConfig();
  const { complete } = useLevelCompletion(level);

  const send = (event: Level2Event) => {
    const next = level2Reducer(phase, event);
    if (next === 'done' && phase !== 'done') {
      complete({ minLevel: 2, xpReward: missionForLevel(level)?.xpReward ?? 0 });
    }
    setPhase(next);
  };

  if (phase === 'intro')
    return <ScriptedMessages messages={LEVEL2_INTRO} onDone={() => send('intro_done')} />;
  const source = videoSourceOf(site.data?.level2VideoUrl, window.location.origin);
  return (
    <>
      <LevelStage
        text={T.watchPrompt}
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
        panel={
          phase === 'ready' ? undefined : <LevelVideo source={source} onEnded={() => send('video_ended')} />
        }
      />
      <LevelSuccessModal
        open={phase === 'done'}
        title={T.success.title}
        text={T.success.text}
        actions={<ButtonLink to="/app/activites">{T.success.back}</ButtonLink>}
      />
    </>
  );
}
