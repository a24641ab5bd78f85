import { type AvatarConfig, dicebearOptions } from '@declic/domain';
import { adventurer } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';
import { useMemo } from 'react';

type AdventurerOptions = adventurer.Options;
export type AvatarMouth = NonNullable<AdventurerOptions['mouth']>[number];
export type AvatarEyes = NonNullable<AdventurerOptions['eyes']>[number];

/** Facial features forced over the seeded ones, to make the avatar talk or react. */
export interface AvatarFace {
  mouth?: AvatarMouth;
  eyes?: AvatarEyes;
}

interface AvatarPictureProps {
  config: Omit<AvatarConfig, 'url' | 'provider'>;
  size: number;
  /** Describes the picture; empty when it is decoration next to a text that says the same. */
  alt: string;
  className?: string;
  face?: AvatarFace;
}

/** Data URI of the avatar drawn with DiceBear, for an <img> or a canvas. */
export function avatarDataUri(
  config: Omit<AvatarConfig, 'url' | 'provider'>,
  size: number,
  face: AvatarFace = {},
): string {
  return createAvatar(adventurer, {
    ...dicebearOptions(config, size),
    ...(face.mouth ? { mouth: [face.mouth] } : {}),
    ...(face.eyes ? { eyes: [face.eyes] } : {}),
  }).toDataUri();
}

/** The avatar drawn in the browser with DiceBear: no request to any image service. */
export function AvatarPicture({ config, size, alt, className, face }: AvatarPictureProps) {
  const mouth = face?.mouth;
  const eyes = face?.eyes;
  const src = useMemo(() => avatarDataUri(config, size, { mouth, eyes }), [config, size, mouth, eyes]);
  return <img src={src} width={size} height={size} alt={alt} className={className} />;
}
