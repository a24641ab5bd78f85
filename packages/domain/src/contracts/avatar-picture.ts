import { z } from 'zod';
import { AVATAR_EYES_VARIANT, AVATAR_MOUTH_VARIANT, AVATAR_RADIUS } from '../orientation/avatar';

const hex = z.string().regex(/^[0-9a-fA-F]{6}$/, 'Couleur attendue au format RRGGBB.');

/** GET /api/avatars/adventurer.svg: the picture's URL parameters, as the spec's avatar service takes them. */
export const avatarPictureQuerySchema = z.object({
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
  mouth: z.string().regex(AVATAR_MOUTH_VARIANT, 'Bouche inconnue (variant01 à variant30).').optional(),
  eyes: z.string().regex(AVATAR_EYES_VARIANT, 'Yeux inconnus (variant01 à variant26).').optional(),
});

/** GET /api/analysis/share-image/files/{name}: a stored story image. */
export const shareImageFileParamsSchema = z.object({ name: z.string().max(80) });
