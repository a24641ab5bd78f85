import { FEATURE_GATES, formatDate } from '@declic/domain';
import { Download, RefreshCw, Share2 } from 'lucide-react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { useSiteConfig } from '../../../../lib/site-config';
import { useSavedMbtiAnalysis } from '../api/mbti-analysis';
import { useShareActions } from '../hooks/use-share-actions';
import { useStoryImage } from '../hooks/use-story-image';
import { TEXTES } from '../textes';
import { StoryPicture } from './story-picture';

/** Profile card 'Mon image Niveau 4' (spec section 2): locked before level 4. */
export function ShareImageCard({ level, userId }: { level: number; userId: string | null }) {
  const unlocked = level >= FEATURE_GATES.shareImage;
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">{TEXTES.profileCardTitle}</h2>
      {unlocked ? (
        <UnlockedShareImage level={level} userId={userId} />
      ) : (
        <p className="font-semibold text-ink-soft">{TEXTES.profileLocked}</p>
      )}
    </Card>
  );
}

function UnlockedShareImage({ level, userId }: { level: number; userId: string | null }) {
  const analysis = useSavedMbtiAnalysis(true);
  const view = analysis.data?.view ?? null;
  const story = useStoryImage({ view, level, userId, source: 'profile' });
  const actions = useShareActions(story.src, 'profile');
  const handle = useSiteConfig().data?.socialHandle ?? '';
  if (analysis.isPending) return <p role="status">{TEXTES.storyLoading}</p>;
  if (!view) return <p className="text-ink-soft">{TEXTES.profileEmpty}</p>;
  const ready = story.status === 'ready' && story.src !== null;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="sm:w-48">
        <StoryPicture
          story={story}
          type={view.read.personalityType ?? ''}
          className="h-auto w-full rounded-2xl shadow"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={story.regenerate}
            disabled={story.status === 'loading'}
          >
            <RefreshCw aria-hidden="true" size={16} />
            {TEXTES.regenerate}
          </Button>
          <Button variant="secondary" size="sm" onClick={actions.save} disabled={!ready}>
            <Download aria-hidden="true" size={16} />
            {TEXTES.download}
          </Button>
          <Button size="sm" onClick={actions.share} disabled={!ready}>
            <Share2 aria-hidden="true" size={16} />
            {TEXTES.share}
          </Button>
        </div>
        {story.updatedAt ? (
          <p className="text-sm text-ink-soft">{TEXTES.updatedOn(formatDate(story.updatedAt))}</p>
        ) : null}
        {story.notice ? <Alert>{story.notice}</Alert> : null}
        {actions.message ? <Alert>{actions.message}</Alert> : null}
        <p className="text-sm text-ink-soft">{TEXTES.shareTip(handle)}</p>
      </div>
    </div>
  );
}
