import { avatarImageUrl } from '@declic/domain';
import { useEffect } from 'react';
import { useMouthToggle } from './use-mouth-toggle';
import { useStudentAvatar } from './use-student-avatar';

/** Expressions a script step may ask for ("in some steps the eyes change", spec section 4). */
export type AvatarMood = 'neutral' | 'happy' | 'wink' | 'surprised';

const EYES: Record<AvatarMood, string | undefined> = {
  neutral: undefined,
  happy: 'variant19',
  wink: 'variant22',
  surprised: 'variant25',
};
const MOUTH_CLOSED = 'variant02';
const MOUTH_OPEN = 'variant26';

interface TalkingAvatarProps {
  speaking: boolean;
  mood?: AvatarMood;
  size?: number;
}

/**
 * The student's own avatar as the level guide: the mouth moves while a message is typed. Both
 * faces are pictures our server draws (`/api/avatars/adventurer.svg`, kept by the browser for a
 * year): the level pages no longer carry DiceBear, about 100 KB of JavaScript on a phone.
 */
export function TalkingAvatar({ speaking, mood = 'neutral', size = 160 }: TalkingAvatarProps) {
  const { config } = useStudentAvatar();
  const mouthOpen = useMouthToggle(speaking);
  const eyes = EYES[mood];
  const closed = avatarImageUrl(config, size, { mouth: MOUTH_CLOSED, eyes });
  const open = avatarImageUrl(config, size, { mouth: MOUTH_OPEN, eyes });
  // The open mouth is fetched before it is needed: the first toggle shows it, not a blank.
  useEffect(() => {
    new Image().src = open;
  }, [open]);
  return (
    <img
      src={mouthOpen ? open : closed}
      width={size}
      height={size}
      alt=""
      className="size-14 shrink-0 rounded-full bg-white shadow-md sm:size-40"
    />
  );
}
