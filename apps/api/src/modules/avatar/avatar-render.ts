import { type AvatarConfig, type avatarPictureQuerySchema, dicebearOptions } from '@declic/domain';
import type { z } from 'zod';

type AvatarQuery = z.output<typeof avatarPictureQuerySchema>;
// The query's patterns accept exactly DiceBear adventurer's variants (AVATAR_MOUTH_VARIANT…).
type AdventurerOptions = import('@dicebear/collection').adventurer.Options;
type Mouth = NonNullable<AdventurerOptions['mouth']>[number];
type Eyes = NonNullable<AdventurerOptions['eyes']>[number];

// DiceBear's collection takes the better part of a second to load: it waits for the first picture.
let dicebear: Promise<[typeof import('@dicebear/collection'), typeof import('@dicebear/core')]> | undefined;

export async function renderAvatarSvg(query: AvatarQuery): Promise<string> {
  dicebear ??= Promise.all([import('@dicebear/collection'), import('@dicebear/core')]);
  const [{ adventurer }, { createAvatar }] = await dicebear;
  const config: Omit<AvatarConfig, 'url' | 'provider'> = {
    seed: query.seed,
    radius: query.radius,
    bg: `#${query.backgroundColor}`,
    skin: `#${query.skinColor}`,
    hair: `#${query.hairColor}`,
    glasses: query.glasses === 'true',
  };
  return createAvatar(adventurer, {
    ...dicebearOptions(config, query.size),
    ...(query.mouth ? { mouth: [query.mouth as Mouth] } : {}),
    ...(query.eyes ? { eyes: [query.eyes as Eyes] } : {}),
  }).toString();
}
