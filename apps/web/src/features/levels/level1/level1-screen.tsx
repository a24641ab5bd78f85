import type { ReadJob } from '@declic/domain';
import { resultsErrorMessage, useOrientationResults } from '../../../lib/orientation-results';
import { levelMission } from '../level-title';
import { LevelLoadError } from '../shared/level-load-error';
import { LevelSuccessModal } from '../shared/level-success-modal';
import { ScriptedIntro } from '../shared/scripted-intro';
import { useLevelCompletion } from '../shared/use-level-completion';
import { Level1Dialogue } from './components/level1-dialogue';
import { useLevel1 } from './hooks/use-level1';
import { LEVEL1_TEXTES as T } from './textes';

/** How many recommended jobs the right panel shows. */
const SHOWN_JOBS = 3;

/** Level 1: "does this job fit me?" — recommendations, job sheets and a conversation. */
export default function Level1Screen({ level }: { level: number }) {
  const results = useOrientationResults();
  if (results.isPending) {
    return (
      <p role="status" className="p-8 text-center text-ink-soft">
        Chargement…
      </p>
    );
  }
  if (results.isError) return <LevelLoadError detail={resultsErrorMessage(results.error)} />;
  const jobs = (results.data.results?.jobs ?? []).slice(0, SHOWN_JOBS);
  return <Level1Game level={level} jobs={jobs} />;
}

function Level1Game({ level, jobs }: { level: number; jobs: ReadJob[] }) {
  const { title, xpReward } = levelMission(level);
  const { complete } = useLevelCompletion(level);
  const game = useLevel1(
    jobs.map((job) => job.title),
    () => complete({ xpReward }),
  );
  if (game.state.phase === 'intro') {
    return (
      <ScriptedIntro level={level} title={title} messages={T.intro} doneLabel={T.start} onDone={game.start} />
    );
  }
  return (
    <Level1Dialogue level={level} title={title} game={game} jobs={jobs}>
      <LevelSuccessModal
        open={game.state.phase === 'success'}
        title={T.success.title}
        text={T.success.text}
      />
    </Level1Dialogue>
  );
}
