import { missionForLevel, type ReadJob } from '@declic/domain';
import { ButtonLink } from '../../../components/ui/button';
import { LevelLoadError, LevelSuccessModal, ScriptedMessages, useLevelCompletion } from '../shared';
import { useRecommendedJobs } from './api/get-recommended-jobs';
import { Level1Dialogue } from './components/level1-dialogue';
import { useLevel1 } from './hooks/use-level1';
import { LEVEL1_TEXTES as T } from './textes';

/** How many recommended jobs the right panel shows. */
const SHOWN_JOBS = 3;

/** Level 1: "does this job fit me?" — recommendations, job sheets and a conversation. */
export default function Level1Screen({ level }: { level: number }) {
  const recommended = useRecommendedJobs();
  if (recommended.isPending) {
    return (
      <p role="status" className="p-8 text-center text-ink-soft">
        Chargement…
      </p>
    );
  }
  if (recommended.isError) return <LevelLoadError />;
  const jobs = recommended.data.slice(0, SHOWN_JOBS);
  return <Level1Game level={level} jobs={jobs} />;
}

function Level1Game({ level, jobs }: { level: number; jobs: ReadJob[] }) {
  const { complete } = useLevelCompletion(level);
  const game = useLevel1(
    jobs.map((job) => job.title),
    () => complete({ minLevel: 2, xpReward: missionForLevel(level)?.xpReward ?? 0 }),
  );
  if (game.state.phase === 'intro') {
    return <ScriptedMessages messages={T.intro} nextLabel={T.start} onDone={game.start} />;
  }
  return (
    <>
      <Level1Dialogue game={game} jobs={jobs} />
      <LevelSuccessModal
        open={game.state.phase === 'success'}
        title={T.success.title}
        text={T.success.text}
        actions={<ButtonLink to="/app/activites">{T.success.back}</ButtonLink>}
      />
    </>
  );
}
