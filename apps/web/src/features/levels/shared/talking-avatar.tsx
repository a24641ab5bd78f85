import { type AvatarEyes, AvatarPicture } from '../../../components/avatar/avatar-picture';
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

/** The student's own avatar as the level guide: the mouth moves while a message is typed. */
export function TalkingAvatar({ speaking, mood = 'neutral', size = 160 }: TalkingAvatarProps) {
  const { config } = useStudentAvatar();
  const mouthOpen = useMouthToggle(speaking);
  return (
    <AvatarPicture
      config={config}
      size={size}
      alt=""
      className="size-28 shrink-0 rounded-full bg-white shadow-md sm:size-40"
      face={{ mouth: mouthOpen ? MOUTH_OPEN : MOUTH_CLOSED, eyes: EYES[mood] }}
    />
  );
}
