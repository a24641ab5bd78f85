import { type AvatarConfig, type avatarPictureQuerySchema, dicebearOptions } from '@declic/domain';
import { adventurer } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';
import type { z } from 'zod';

type AvatarQuery = z.output<typeof avatarPictureQuerySchema>;

export function renderAvatarSvg(query: AvatarQuery): string {
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
