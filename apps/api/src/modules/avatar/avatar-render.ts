import { AVATAR_RADIUS, type AvatarConfig, dicebearOptions } from '@declic/domain';
import { adventurer } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';
import { z } from 'zod';

const hex = z.string().regex(/^[0-9a-fA-F]{6}$/, 'Couleur attendue au format RRGGBB.');

/** The picture's URL parameters, as the spec's avatar service takes them. */
export const avatarQuerySchema = z.object({
  seed: z.string().trim().min(1).max(64),
  size: z.coerce.number().int().min(16).max(1024).default(256),
  radius: z.coerce
    .number()
    .int()
    .min(AVATAR_RADIUS.min)
    .max(AVATAR_RADIUS.max)
    .default(AVATAR_RADIUS.editorDefault),
  backgroundColor: hex,
  skinColor: hex,
  hairColor: hex,
  glasses: z.enum(['true', 'false']).default('false'),
});
export type AvatarQuery = z.infer<typeof avatarQuerySchema>;

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
