import type { StoryImage } from '../hooks/use-story-image';
import { TEXTES } from '../textes';

/** The story image itself, or what stands in for it while it is drawn or when it cannot be. */
export function StoryPicture({
  story,
  type,
  className,
}: {
  story: StoryImage;
  type: string;
  className?: string;
}) {
  if (story.status === 'warning') {
    return <p className="rounded-xl bg-sun-100 p-4 font-semibold text-ink">{TEXTES.notEligible}</p>;
  }
  if (story.status === 'error') {
    return <p className="rounded-xl bg-coral-100 p-4 font-semibold text-coral-700">{TEXTES.storyFailed}</p>;
  }
  if (story.status === 'loading' || !story.src) {
    return (
      <p role="status" className="rounded-xl bg-brand-50 p-4 text-ink-soft">
        {TEXTES.storyLoading}
      </p>
    );
  }
  return (
    <img
      src={story.src}
      alt={TEXTES.previewAlt(type)}
      width={1080}
      height={1920}
      className={className ?? 'mx-auto h-auto w-full max-w-[15rem] rounded-2xl shadow-lg'}
    />
  );
}
