import { type AvatarConfig, dicebearOptions } from '@declic/domain';
import { adventurer } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';
import { useMemo } from 'react';

interface AvatarPictureProps {
  config: Omit<AvatarConfig, 'url' | 'provider'>;
  size: number;
  /** Describes the picture; empty when it is decoration next to a text that says the same. */
  alt: string;
  className?: string;
}

/** The avatar drawn in the browser with DiceBear: no request to any image service. */
export function AvatarPicture({ config, size, alt, className }: AvatarPictureProps) {
  const src = useMemo(
    () => createAvatar(adventurer, dicebearOptions(config, size)).toDataUri(),
    [config, size],
  );
  return <img src={src} width={size} height={size} alt={alt} className={className} />;
}
