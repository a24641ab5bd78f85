import { useMemo } from 'react';
import { type AvatarEyes, avatarDataUri } from '../../../components/avatar/avatar-picture';
import { useMouthToggle } from './use-mouth-toggle';
import { useStudentAvatar } from './use-student-avatar';

/** Expressions a script step may ask for ("in some steps the eyes change", spec section 4). */
export type AvatarMood = 'neutral' | 'happy' | 'wink' | 'surprised';

const EYES: Record<AvatarMood, AvatarEyes | undefined> = {
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
 * faces are drawn once per mood: the mouth toggles five times a second, DiceBear is not cheap.
 */
export function TalkingAvatar({ speaking, mood = 'neutral', size = 160 }: TalkingAvatarProps) {
  const { config } = useStudentAvatar();
  const mouthOpen = useMouthToggle(speaking);
  const eyes = EYES[mood];
  const closed = useMemo(
    () => avatarDataUri(config, size, { mouth: MOUTH_CLOSED, eyes }),
    [config, size, eyes],
  );
  const open = useMemo(() => avatarDataUri(config, size, { mouth: MOUTH_OPEN, eyes }), [config, size, eyes]);
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
