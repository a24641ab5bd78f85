import { type AvatarConfig, type avatarPictureQuerySchema, dicebearOptions } from '@declic/domain';
import type { z } from 'zod';

type AvatarQuery = z.output<typeof avatarPictureQuerySchema>;

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
  return createAvatar(adventurer, dicebearOptions(config, query.size)).toString();
}
